import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { errorBody, jobAlert } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('job alerts', () => {
  it('subscribes from a vacancy list, with the list’s category and words, and shows a field error', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/job-alerts', async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(
              errorBody('validation_failed', 'invalid', { keywords: 'job_alert_keywords_invalid' }),
              { status: 400 },
            )
          : HttpResponse.json(
              { message: 'Check your inbox to confirm the alert.' },
              { status: 202 },
            );
      }),
    );
    const user = userEvent.setup();
    renderApp({ url: '/job-vacancy-list/internship?q=data' });
    await user.click(await screen.findByRole('button', { name: 'Get new jobs by e-mail' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Get new jobs by e-mail' }));

    expect(dialog.getByRole('checkbox', { name: 'Internship' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Experienced' })).not.toBeChecked();
    const keywords = dialog.getByLabelText('Keywords (optional)');
    expect(keywords).toHaveValue('data');

    // The address is checked here first.
    const email = dialog.getByLabelText('Email');
    await user.type(email, 'ada@example');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    // The server's problem with the keywords is shown at that field.
    await user.type(email, '.test');
    await user.type(keywords, ' remote');
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(keywords).toHaveAttribute('aria-invalid', 'true'));
    expect(keywords).toHaveAccessibleDescription(
      'Keywords are at most 200 characters, on one line.',
    );

    await user.click(dialog.getByRole('checkbox', { name: 'Experienced' }));
    await user.click(dialog.getByRole('button', { name: 'Subscribe' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Check your inboxWe sent a link to ada@example.test.',
    );
    expect(bodies.at(-1)).toEqual({
      email: 'ada@example.test',
      categories: ['experienced-hire', 'internship'],
      keywords: 'data remote',
      locale: 'en',
    });
  });

  it('says when a confirmation link is invalid or has expired', async () => {
    const tenants: (string | null)[] = [];
    server.use(
      http.post('/api/v1/job-alerts/confirm', ({ request }) => {
        tenants.push(request.headers.get('tenantid'));
        return HttpResponse.json(
          errorBody('job_alert_token_invalid', 'This link is invalid or has expired.'),
          { status: 400 },
        );
      }),
    );
    renderApp({ url: '/job-alerts/confirm?tenant=harbour-co&token=used-token' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'See the vacancies' })).toHaveAttribute(
      'href',
      '/job-vacancy',
    );
    // Sent once, to the tenant the mailed link names.
    expect(tenants).toEqual(['harbour-co']);
  });

  it('confirms an alert as the link opens and offers its manage page', async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post('/api/v1/job-alerts/confirm', async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json(jobAlert({ manageToken: 'manage-me' }));
      }),
    );
    renderApp({ url: '/job-alerts/confirm?tenant=demo&token=confirm-me' });
    const heading = await screen.findByRole('heading', { name: 'Your job alert is on' });
    const done = heading.closest('[role="status"]') as HTMLElement;
    expect(done).toHaveTextContent(
      'We will e-mail visitor@example.test when new vacancies match: Internship, with “data”.',
    );
    expect(within(done).getByRole('link', { name: 'Change or stop this alert' })).toHaveAttribute(
      'href',
      '/job-alerts/manage?tenant=demo&token=manage-me',
    );
    expect(tokens).toEqual([{ token: 'confirm-me' }]);
  });

  it('changes an alert and unsubscribes after a confirmation', async () => {
    const changes: unknown[] = [];
    const unsubscribed: unknown[] = [];
    server.use(
      http.get('/api/v1/job-alerts/manage', ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'manage-me'
          ? HttpResponse.json(jobAlert())
          : HttpResponse.json(errorBody('job_alert_token_invalid', 'no'), { status: 400 }),
      ),
      http.put('/api/v1/job-alerts/manage', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        changes.push(body);
        return HttpResponse.json(jobAlert({ ...body, token: undefined } as never));
      }),
      http.post('/api/v1/job-alerts/unsubscribe', async ({ request }) => {
        unsubscribed.push(await request.json());
        return HttpResponse.json({ unsubscribed: true });
      }),
    );
    const user = userEvent.setup();
    renderApp({ url: '/job-alerts/manage?token=manage-me' });
    expect(await screen.findByText('The e-mails go to visitor@example.test.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Internship' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Internship' }));
    await user.selectOptions(screen.getByLabelText('Language of the e-mails'), 'de');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(changes).toEqual([
      { token: 'manage-me', categories: [], keywords: 'data', locale: 'de' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop this job alert?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(unsubscribed).toEqual([{ token: 'manage-me' }]);
  });
});
