import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anApplication } from '@/testing/builders';
import {
  admin,
  applicant,
  mailCounts,
  mailMessage,
  mailPage,
  mailSummary,
  mailThread,
  myApplication,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The messages about application 5: a thread of two, the newest first. */
function answerApplicationMail() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/mail', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(
        mailPage(
          query.get('applicationId') === '5'
            ? [
                mailSummary({ id: 102, subject: 'Re: Interview next week', unread: false }),
                mailSummary(),
              ]
            : [],
          2,
          1,
          50,
        ),
      );
    }),
    http.get('/api/v1/mail/102', () =>
      HttpResponse.json(mailThread({}, [mailMessage({ id: 102, body: 'See you then.' })])),
    ),
  );
  return queries;
}

describe('messages on My Application', () => {
  it('shows the unread count, opens the threads in place and asks the recruiters a question', async () => {
    const queries = answerApplicationMail();
    let asked: unknown;
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([myApplication('in_review', true)]),
      ),
      http.get('/api/v1/mail/counts', () =>
        HttpResponse.json(
          mailCounts({
            folders: { inbox: 2, sent: 0, draft: 0, trash: 0, spam: 0 },
            applications: [{ applicationId: 5, unread: 2 }],
          }),
        ),
      ),
      http.post('/api/v1/mail', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(mailMessage({ id: 105, folder: 'sent' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-application' });
    const card = within(
      (await screen.findByRole('link', { name: 'Backend Engineer' })).closest('article')!,
    );
    const toggle = await card.findByRole('button', { name: /Show messages/ });
    await waitFor(() => expect(toggle).toHaveTextContent('2 unread messages'));
    // The threads are asked for only when shown.
    expect(queries).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = await card.findByRole('button', { name: /Re: Interview next week/ });
    expect(queries.at(-1)?.get('applicationId')).toBe('5');
    expect(queries.at(-1)?.get('perPage')).toBe('50');
    // One row per thread, unread when any of its messages is.
    expect(thread).toHaveTextContent('Unread:');
    await user.click(thread);
    expect(await card.findByText('See you then.')).toBeInTheDocument();
    expect(card.getByLabelText('Your reply')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open in Messages' })).toHaveAttribute(
      'href',
      '/email/message/102',
    );

    await user.click(card.getByRole('button', { name: 'Ask a question' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask a question' }));
    expect(dialog.queryByRole('combobox', { name: 'To' })).toBeNull();
    expect(dialog.getByText('The recruiters of this application')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Subject'), 'Start date');
    await user.type(dialog.getByLabelText('Message'), 'When would I start?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(
      await card.findByText('Your question has been sent to the recruiters.'),
    ).toBeInTheDocument();
    expect(asked).toEqual({
      to: [],
      subject: 'Start date',
      body: 'When would I start?',
      applicationId: 5,
      attachmentIds: [],
      labels: [],
      draft: false,
    });
  });
});

describe('messages on the recruiter’s application page', () => {
  it('lists the application’s messages and writes to the applicant', async () => {
    answerApplicationMail();
    let sent: unknown;
    server.use(
      http.get('/api/v1/admin/applications/5', () =>
        HttpResponse.json(anApplication({ applicantUserId: applicant.id })),
      ),
      http.post('/api/v1/mail', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(mailMessage({ id: 106, folder: 'sent' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = within(
      (await screen.findByRole('heading', { level: 2, name: 'Messages' })).closest('.card')!,
    );
    expect(await card.findByRole('button', { name: /Re: Interview next week/ })).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Write to the applicant' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Write to the applicant' }));
    expect(dialog.getByText('Ada Applicant')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Subject'), 'Your interview');
    await user.type(dialog.getByLabelText('Message'), 'Tuesday at ten?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await card.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      to: [applicant.id],
      subject: 'Your interview',
      body: 'Tuesday at ten?',
      applicationId: 5,
      draft: false,
    });
  });

  it('explains why an erased applicant cannot be written to', async () => {
    answerApplicationMail();
    server.use(
      http.get('/api/v1/admin/applications/5', () =>
        HttpResponse.json(anApplication({ applicantUserId: null })),
      ),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const button = await screen.findByRole('button', { name: 'Write to the applicant' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The applicant has deleted their account, so messages can no longer be sent to them.',
    );
  });
});
