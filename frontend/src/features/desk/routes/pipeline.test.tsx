import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ApplicationStatus } from '@/lib/api/types';
import { anApplication, anApplicationSummary } from '@/testing/builders';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { usePipelineView } from '../components/desk-preferences';

const summary = anApplicationSummary({ knockedOut: true });

function detail(status: ApplicationStatus) {
  return anApplication({
    ...summary,
    status,
    coverLetter: 'Hello',
    answers: [
      { questionId: 1, prompt: 'Work permit?', kind: 'yes_no', answer: false, knockout: true },
    ],
    consentText: 'We keep your data **safe**.',
  });
}

describe('pipeline and application detail', () => {
  it('lists a vacancy’s applicants by status in the list view', async () => {
    usePipelineView.setState({ view: 'list' });
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json({ id: 11, title: 'Backend Engineer' }),
      ),
      http.get('/api/v1/admin/vacancies/11/applications', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [summary], total: 1, page: 1, perPage: 25 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/job-vacancy-setting/11/applications' });
    expect(
      await screen.findByRole('heading', { name: 'Applicants for Backend Engineer' }),
    ).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'Ada Applicant' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Knockout answer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'In review' }));
    expect(router.state.location.search).toBe('?status=in_review');
    expect(queries.at(-1)?.get('status')).toBe('in_review');
  });

  it('moves an application on with a note', async () => {
    let status: ApplicationStatus = 'submitted';
    let sent: unknown;
    server.use(
      http.get('/api/v1/admin/applications/5', () => HttpResponse.json(detail(status))),
      http.post('/api/v1/admin/applications/5/status', async ({ request }) => {
        sent = await request.json();
        status = 'in_review';
        return HttpResponse.json(detail(status));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Applicant' })).toBeVisible();
    expect(screen.getByText('Work permit?').nextSibling).toHaveTextContent('No');
    await user.selectOptions(screen.getByLabelText('New status'), 'In review');
    await user.type(screen.getByLabelText('Note for the team (optional)'), 'Strong CV');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(sent).toEqual({ status: 'in_review', note: 'Strong CV' });
    expect(await screen.findByLabelText('New status')).toHaveDisplayValue('Interview');
  });

  it('shows the stage, and rejects only with a reason, which it shows then', async () => {
    let current = anApplication({
      ...detail('interview'),
      stage: { id: 104, name: 'Technical interview' },
    });
    let sent: unknown;
    server.use(
      http.get('/api/v1/admin/applications/5', () => HttpResponse.json(current)),
      http.get('/api/v1/admin/rejection-reasons', () =>
        HttpResponse.json([
          { id: 1, name: 'Skills do not match', names: { en: 'Skills do not match' } },
          { id: 2, name: 'Role filled', names: { en: 'Role filled' } },
        ]),
      ),
      http.post('/api/v1/admin/applications/5/status', async ({ request }) => {
        sent = await request.json();
        current = {
          ...current,
          status: 'rejected',
          rejectionReason: { id: 1, name: 'Skills do not match', names: {} },
        };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    expect(await screen.findByText('Stage: Technical interview')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('New status'), 'Not selected');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const reason = screen.getByLabelText(/^Reason/);
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Choose why the application is not selected.');
    expect(sent).toBeUndefined();
    await user.selectOptions(reason, 'Skills do not match');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Reason: Skills do not match')).toBeVisible();
    expect(sent).toEqual({ status: 'rejected', note: null, reasonId: 1 });
    // Closed at the stage it was at.
    expect(screen.getByText('Stage: Technical interview')).toBeVisible();
  });
});
