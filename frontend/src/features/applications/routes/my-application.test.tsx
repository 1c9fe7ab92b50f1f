import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  applicant,
  errorBody,
  myApplication as application,
  vacancySummary,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function answerApplications(list: () => unknown[]) {
  server.use(
    http.get('/api/v1/me/applications', () => HttpResponse.json(list())),
    http.get('/api/v1/me/saved-vacancies', () =>
      HttpResponse.json([
        {
          vacancy: vacancySummary({ id: 20, title: 'Data Analyst', isOpen: false }),
          savedAt: '2026-11-11T09:00:00Z',
        },
      ]),
    ),
  );
}

describe('my applications', () => {
  it('shows each application with its status, history and the saved vacancies', async () => {
    answerApplications(() => [application('in_review', true)]);
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    const card = (await screen.findByRole('link', { name: 'Backend Engineer' })).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('In review')).toBeInTheDocument();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Show history' }));
    expect(within(card as HTMLElement).getByText('Submitted')).toBeInTheDocument();

    const saved = screen.getByRole('region', { name: 'Saved vacancies' });
    expect(within(saved).getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(within(saved).getByText('Closed')).toBeInTheDocument();
  });

  it('withdraws an application after confirmation', async () => {
    let withdrawn = false;
    answerApplications(() => [
      withdrawn ? application('withdrawn', false) : application('submitted', true),
    ]);
    server.use(
      http.post('/api/v1/me/applications/5/withdraw', () => {
        withdrawn = true;
        return HttpResponse.json(application('withdrawn', false));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('says when there are no applications yet', async () => {
    answerApplications(() => []);
    renderApp({ user: applicant, url: '/my-application' });
    expect(
      await screen.findByText('You have not applied for any vacancy yet.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    answerApplications(() => []);
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json(errorBody('internal_error', 'boom'), { status: 500 }),
      ),
    );
    renderApp({ user: applicant, url: '/my-application' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('deletes the account after the password is confirmed', async () => {
    let body: unknown;
    answerApplications(() => []);
    server.use(
      http.delete('/api/v1/me', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: applicant, url: '/my-application' });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'demo-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(seen).toContain('/'));
    expect(await screen.findByRole('link', { name: 'Login / Register' })).toBeInTheDocument();
    expect(seen).not.toContain('/login');
    expect(body).toEqual({ password: 'demo-password-1' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('exports the applicant’s data as a file', async () => {
    answerApplications(() => []);
    server.use(http.get('/api/v1/me/export', () => HttpResponse.json({ account: {} })));
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => undefined;
    // jsdom cannot follow a download link.
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp({ user: applicant, url: '/my-application' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export my data' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
