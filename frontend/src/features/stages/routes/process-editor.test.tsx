import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, adminVacancy, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const funnel: Schemas['VacancyFunnel'] = {
  stages: [
    {
      stage: { id: 101, name: 'Submitted' },
      kind: 'submitted',
      reached: 12,
      current: 3,
      medianDays: 2.5,
    },
    { stage: { id: 103, name: 'Interview' }, kind: 'interview', reached: 4, current: 4 },
  ],
  rejections: [
    {
      stage: { id: 101, name: 'Submitted' },
      reason: { id: 1, name: 'Skills', names: {} },
      count: 5,
    },
  ],
};

describe('a vacancy’s hiring process', () => {
  it('moves a stage, adds one and sends the whole process', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/vacancies/11', () => HttpResponse.json(adminVacancy())),
      http.get('/api/v1/admin/vacancies/11/funnel', () => HttpResponse.json(funnel)),
      http.put('/api/v1/admin/vacancies/11/stages', async ({ request }) => {
        const body = (await request.json()) as Schemas['ProcessInput'];
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            errorBody('validation_failed', 'Invalid.', { 'stages.2.names': 'stage_name_invalid' }),
            { status: 400 },
          );
        }
        return HttpResponse.json(
          body.stages.map((stage, index) => ({
            id: stage.id ?? 200 + index,
            kind: stage.kind,
            name: stage.names.en ?? '',
            names: stage.names,
          })),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Hiring process' }));
    await card.findByRole('group', { name: 'Stage 5' });
    // A saved stage keeps its kind.
    expect(
      within(card.getByRole('group', { name: 'Stage 1' })).getByLabelText('Kind'),
    ).toBeDisabled();

    await user.click(card.getByRole('button', { name: 'Move “Interview” down' }));
    expect(card.getByRole('button', { name: 'Move “Interview” down' })).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'Add a stage' }));
    const added = within(card.getByRole('group', { name: 'Stage 6' }));
    await user.selectOptions(added.getByLabelText('Kind'), 'Hired');
    await user.type(added.getByLabelText(/Name in English/), 'Onboarding');
    await user.click(card.getByRole('button', { name: 'Remove “Hired”' }));
    await user.click(card.getByRole('button', { name: 'Save process' }));

    // The server's problem with the third stage is shown at its name, which takes the focus.
    const third = within(card.getByRole('group', { name: 'Stage 3' })).getByLabelText(
      /Name in English/,
    );
    await waitFor(() => expect(third).toHaveAttribute('aria-invalid', 'true'));
    expect(
      card.getByText(
        'A stage needs a name of 1 to 60 characters, on one line, in at least one language.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(third).toHaveFocus());

    await user.click(card.getByRole('button', { name: 'Save process' }));
    expect(await card.findByText('Hiring process saved.')).toBeVisible();
    expect(bodies[1]).toEqual({
      stages: [
        { id: 101, kind: 'submitted', names: { en: 'Submitted' } },
        { id: 102, kind: 'in_review', names: { en: 'In review' } },
        { id: 104, kind: 'offered', names: { en: 'Offer' } },
        { id: 103, kind: 'interview', names: { en: 'Interview' } },
        { id: null, kind: 'hired', names: { en: 'Onboarding' } },
      ],
    });
    // The new stage now has its id: its kind is fixed.
    expect(
      within(card.getByRole('group', { name: 'Stage 5' })).getByLabelText('Kind'),
    ).toBeDisabled();
  });

  it('shows the funnel per stage and the rejections by reason', async () => {
    server.use(
      http.get('/api/v1/admin/vacancies/11', () => HttpResponse.json(adminVacancy())),
      http.get('/api/v1/admin/vacancies/11/funnel', () => HttpResponse.json(funnel)),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });
    const card = within(await screen.findByRole('region', { name: 'Funnel' }));
    const stages = await card.findByRole('table', { name: 'Applications per stage' });
    const rows = within(stages).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StageKindReachedThere nowMedian time',
      'SubmittedSubmitted1232.5 days',
      'InterviewInterview44not yet',
    ]);
    const rejections = card.getByRole('table', { name: 'Rejections by stage and reason' });
    expect(within(rejections).getByRole('row', { name: 'Submitted Skills 5' })).toBeVisible();
  });

  it('sends the chosen template with a new vacancy, the default one preselected', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/stage-templates', () =>
        HttpResponse.json([
          { id: 1, name: 'Standard', isDefault: true, stages: [] },
          { id: 2, name: 'Engineering', isDefault: false, stages: [] },
        ]),
      ),
      http.post('/api/v1/admin/vacancies', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(adminVacancy(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/new' });
    const select = await screen.findByLabelText('Hiring process');
    await waitFor(() => expect(select).toHaveDisplayValue('Standard (default)'));
    await user.selectOptions(select, 'Engineering');
    await user.type(screen.getByLabelText('Job title'), 'Data Engineer');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: 'Data Engineer', stageTemplateId: 2 });
    // A new vacancy has no process of its own yet: no process card.
    expect(screen.queryByRole('region', { name: 'Hiring process' })).toBeNull();
  });
});
