import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { answerLists, invalid } from '../testing/automation-data';

describe('the keeping applicants informed card', () => {
  it('saves a waiting limit, closing messages and the response figure', async () => {
    answerLists();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v1/admin/automation-settings', async ({ request }) => {
        const body = (await request.json()) as { waitingLimitDays: number | null };
        sent.push(body);
        if (body.waitingLimitDays === 90)
          return invalid({ waitingLimitDays: 'waiting_limit_invalid' });
        return HttpResponse.json(body);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/automations' });
    const card = within(await screen.findByRole('region', { name: 'Keeping applicants informed' }));
    const limited = await card.findByRole('switch', {
      name: 'Limit how long an applicant waits for news',
    });
    expect(limited).not.toBeChecked();
    expect(card.queryByLabelText(/^Waiting limit in days/)).toBeNull();
    await user.click(limited);
    const days = card.getByLabelText(/^Waiting limit in days/);
    await user.clear(days);
    await user.type(days, '90');
    await user.click(card.getByRole('switch', { name: /^Close open applications/ }));
    await user.click(card.getByRole('switch', { name: /response figure/ }));
    await user.click(card.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(days).toBeInvalid());
    expect(days).toHaveAccessibleDescription('The waiting limit is 2 to 60 days, or none.');

    await user.clear(days);
    await user.type(days, '14');
    await user.click(card.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were saved.')).toBeVisible();
    expect(sent).toEqual([
      { waitingLimitDays: 90, closingMessages: true, showResponseFigure: true },
      { waitingLimitDays: 14, closingMessages: true, showResponseFigure: true },
    ]);
  });
});
