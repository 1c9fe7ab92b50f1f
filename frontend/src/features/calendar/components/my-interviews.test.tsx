import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function interview(
  overrides: Partial<Schemas['ApplicantInterview']> = {},
): Schemas['ApplicantInterview'] {
  return {
    id: 31,
    applicationId: 5,
    vacancyTitle: 'Backend Engineer',
    title: 'Interview: Ada Applicant – Backend Engineer',
    start: '2030-01-07T10:00:00Z',
    end: '2030-01-07T11:00:00Z',
    location: 'https://meet.example.test/abc',
    description: null,
    organizerName: 'Sam Staff',
    response: 'pending',
    responseMessage: null,
    ...overrides,
  };
}

describe('interviews on My Application', () => {
  it('accepts an upcoming interview with a message; past ones are not offered', async () => {
    let answer: unknown;
    server.use(
      http.get('/api/v1/me/interviews', () =>
        HttpResponse.json({
          data: [
            interview(),
            interview({
              id: 30,
              title: 'Old interview',
              start: '2020-01-01T10:00:00Z',
              end: '2020-01-01T11:00:00Z',
            }),
          ],
        }),
      ),
      http.post('/api/v1/me/interviews/31/respond', async ({ request }) => {
        answer = await request.json();
        return HttpResponse.json(
          interview({ response: 'accepted', responseMessage: 'See you then.' }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    const panel = await screen.findByRole('region', { name: 'Interviews' });
    const item = within(panel).getByRole('listitem');
    expect(item).toHaveTextContent('Interview: Ada Applicant – Backend Engineer');
    expect(item).toHaveTextContent('With Sam Staff');
    expect(within(item).getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'https://meet.example.test/abc',
    );
    expect(within(panel).queryByText('Old interview')).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    await user.type(
      within(item).getByLabelText('Message to the recruiter (optional)'),
      'See you then.',
    );
    await user.click(within(item).getByRole('button', { name: 'Accept the interview' }));
    expect(await within(item).findByText('Your answer: Accepted')).toBeVisible();
    expect(answer).toEqual({ response: 'accepted', message: 'See you then.' });
    expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it('declines without a message', async () => {
    let answer: unknown;
    server.use(
      http.get('/api/v1/me/interviews', () => HttpResponse.json({ data: [interview()] })),
      http.post('/api/v1/me/interviews/31/respond', async ({ request }) => {
        answer = await request.json();
        return HttpResponse.json(interview({ response: 'declined' }));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    const panel = await screen.findByRole('region', { name: 'Interviews' });
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    await user.click(within(panel).getByRole('button', { name: 'Decline the interview' }));
    expect(await within(panel).findByText('Your answer: Declined')).toBeVisible();
    expect(answer).toEqual({ response: 'declined' });
  });

  it('shows nothing while the applicant has no interview', async () => {
    renderApp({ user: applicant, url: '/my-application' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Interviews' })).not.toBeInTheDocument();
  });
});
