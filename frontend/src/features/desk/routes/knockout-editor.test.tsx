import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, adminVacancy, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const storedQuestions = [
  {
    id: 1,
    prompt: 'Work permit?',
    kind: 'yes_no',
    options: [],
    required: true,
    knockoutAnswer: false,
  },
  {
    id: 2,
    prompt: 'Shift?',
    kind: 'choice',
    options: ['Day', 'Night'],
    required: false,
    knockoutAnswer: 'Night',
  },
  { id: 3, prompt: 'Years?', kind: 'number', options: [], required: false },
];

describe('questions editor: knockout answers', () => {
  it('shows the stored knockouts, sends the recruiter’s changes and puts server errors at the field', async () => {
    const bodies: { questions: unknown[] }[] = [];
    server.use(
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json(adminVacancy({ questions: storedQuestions })),
      ),
      http.put('/api/v1/admin/vacancies/11', async ({ request }) => {
        bodies.push((await request.json()) as { questions: unknown[] });
        return HttpResponse.json(
          errorBody('validation_failed', 'invalid', {
            'questions[1]': 'question_knockout_invalid',
          }),
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const permit = within(await screen.findByRole('group', { name: 'Question 1' }));
    expect(permit.getByLabelText('Knockout answer')).toHaveDisplayValue('No');
    const shift = within(screen.getByRole('group', { name: 'Question 2' }));
    expect(shift.getByLabelText('Knockout answer')).toHaveDisplayValue('Night');
    const years = within(screen.getByRole('group', { name: 'Question 3' }));
    // Text and number answers cannot rule anyone out.
    expect(years.queryByLabelText('Knockout answer')).not.toBeInTheDocument();

    await user.selectOptions(permit.getByLabelText('Knockout answer'), 'Yes');
    // Dropping the option that was the knockout drops the knockout with it.
    await user.clear(shift.getByLabelText('Options (one a line)'));
    await user.type(shift.getByLabelText('Options (one a line)'), 'Day{Enter}Evening');
    expect(shift.getByLabelText('Knockout answer')).toHaveDisplayValue('None');
    await user.selectOptions(shift.getByLabelText('Knockout answer'), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const knockout = await shift.findByLabelText('Knockout answer');
    await waitFor(() => expect(knockout).toHaveAttribute('aria-invalid', 'true'));
    expect(knockout).toHaveAccessibleDescription(
      'A knockout answer is yes or no for a yes/no question, or one of the options.',
    );
    expect(permit.getByLabelText('Knockout answer')).not.toHaveAttribute('aria-invalid');
    expect(bodies[0]?.questions).toEqual([
      { prompt: 'Work permit?', kind: 'yes_no', options: [], required: true, knockoutAnswer: true },
      {
        prompt: 'Shift?',
        kind: 'choice',
        options: ['Day', 'Evening'],
        required: false,
        knockoutAnswer: 'Evening',
      },
      { prompt: 'Years?', kind: 'number', options: [], required: false },
    ]);
  });

  it('starts a question again without a knockout when its kind changes', async () => {
    server.use(
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json(adminVacancy({ questions: storedQuestions })),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });
    const permit = within(await screen.findByRole('group', { name: 'Question 1' }));
    await user.selectOptions(permit.getByLabelText('Answer type'), 'One of several options');
    expect(permit.getByLabelText('Knockout answer')).toHaveDisplayValue('None');
  });
});
