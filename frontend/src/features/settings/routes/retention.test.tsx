import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, demoTenant, retentionOverview } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const adminSettings = {
  ...demoTenant,
  rejectionTemplates: {},
  retentionDays: null,
  teamAccessOnly: false,
  scorecardReminderHours: 24,
};

describe('admin settings: data retention', () => {
  it('sets how long closed applications are kept, 0 meaning for ever', async () => {
    const sent: { retentionDays?: number }[] = [];
    let days: number | null = null;
    server.use(
      http.get('/api/v1/admin/settings', () => HttpResponse.json(adminSettings)),
      http.put('/api/v1/admin/settings', async ({ request }) => {
        const body = (await request.json()) as { retentionDays: number };
        sent.push(body);
        days = body.retentionDays === 0 ? null : body.retentionDays;
        return HttpResponse.json({ ...adminSettings, retentionDays: days });
      }),
      http.get('/api/v1/admin/retention', () =>
        HttpResponse.json(retentionOverview({ retentionDays: days, due: 0, toWarn: 0, warned: 0 })),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const field = await screen.findByLabelText('Keep closed applications for this many days');
    expect(field).toHaveValue(0);
    const card = within(screen.getByRole('region', { name: 'Data retention' }));
    expect(await card.findByText(/Closed applications are kept for ever/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Run now' })).toBeDisabled();

    // 30 to 3,650 days, or 0.
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Keep applications 30 to 3,650 days/);
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '180');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ retentionDays: 180 });
    // The card follows the new retention.
    expect(
      await card.findByText('Closed applications are anonymised 180 days after their last change.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Run now' })).toBeEnabled();
  });

  it('shows what is due and runs the retention after a confirmation', async () => {
    let runs = 0;
    server.use(
      http.get('/api/v1/admin/settings', () =>
        HttpResponse.json({ ...adminSettings, retentionDays: 180 }),
      ),
      http.get('/api/v1/admin/retention', () =>
        HttpResponse.json(
          runs === 0 ? retentionOverview() : retentionOverview({ due: 0, toWarn: 0, warned: 4 }),
        ),
      ),
      http.post('/api/v1/admin/retention/run', () => {
        runs += 1;
        return HttpResponse.json({ warned: 3, anonymised: 2, cvsDeleted: 1 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const region = await screen.findByRole('region', { name: 'Data retention' });
    const card = within(region);
    expect(await card.findByText('To anonymise in the next run')).toBeInTheDocument();
    const figures = card.getAllByRole('definition').map((value) => value.textContent);
    expect(figures).toEqual(['2', '3', '1']);

    await user.click(card.getByRole('button', { name: 'Run now' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Run the data retention now?' }),
    );
    expect(
      dialog.getByText(/3 applicants are told by e-mail, and 2 closed applications/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Run now' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      'Done: 3 applicants told, 2 applications anonymised, 1 CV deleted.',
    );
    expect(runs).toBe(1);
    await waitFor(() =>
      expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual([
        '0',
        '0',
        '4',
      ]),
    );
  });
});
