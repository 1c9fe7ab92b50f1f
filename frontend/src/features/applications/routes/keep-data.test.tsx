import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applicant, myApplication } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('my applications: keeping a closed application’s data', () => {
  it('offers “Keep my data” on a closed application only, and says when it is kept', async () => {
    const kept: string[] = [];
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([
          myApplication('rejected', false),
          { ...myApplication('in_review', true), id: 6 },
        ]),
      ),
      http.post('/api/v1/me/applications/:id/keep', ({ params }) => {
        kept.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    // The retention e-mail links here, naming the tenant.
    renderApp({ user: applicant, url: '/my-application?tenant=demo' });

    const keep = await screen.findByRole('button', { name: 'Keep my data' });
    expect(screen.getAllByRole('button', { name: 'Keep my data' })).toHaveLength(1);
    expect(keep).toHaveAccessibleDescription(/Closed applications and their CVs are deleted/);
    const card = keep.closest('article') as HTMLElement;
    expect(within(card).getByText('Not selected')).toBeInTheDocument();

    await user.click(keep);
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Done: this application is kept for the full period again, counted from today.',
    );
    expect(kept).toEqual(['5']);
    expect(within(card).queryByRole('button', { name: 'Keep my data' })).toBeNull();
  });
});
