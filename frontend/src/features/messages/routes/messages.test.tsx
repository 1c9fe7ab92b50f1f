import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  applicant,
  applicantPerson,
  errorBody,
  mailCounts,
  mailMessage,
  mailPage,
  mailSummary,
  mailThread,
  staff,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The list answers by folder; every request's query is kept for the test to read. */
function answerLists(byFolder: Record<string, ReturnType<typeof mailSummary>[]>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/mail', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(mailPage(byFolder[query.get('folder') ?? 'inbox'] ?? []));
    }),
  );
  return queries;
}

const inbox = [
  mailSummary(),
  mailSummary({
    id: 102,
    threadId: 102,
    subject: 'Welcome aboard',
    excerpt: 'Glad to have you.',
    unread: false,
    starred: true,
    labels: ['important', 'company'],
    attachmentCount: 2,
    sentAt: '2026-11-18T09:00:00Z',
  }),
];

describe('mail list', () => {
  it('shows a loading state, then the folder with unread, starred, labels and counts', async () => {
    let release: (value: null) => void = () => undefined;
    const answered = new Promise<null>((resolve) => {
      release = resolve;
    });
    let countRequests = 0;
    server.use(
      http.get('/api/v1/mail', async () => {
        await answered;
        return HttpResponse.json(mailPage(inbox));
      }),
      http.get('/api/v1/mail/counts', () => {
        countRequests += 1;
        return HttpResponse.json(
          mailCounts({
            folders: { inbox: 3, sent: 0, draft: 0, trash: 0, spam: 0 },
            drafts: 2,
            labels: { personal: 0, company: 1, important: 0, private: 0 },
          }),
        );
      }),
    );
    renderApp({ user: staff, url: '/email/inbox' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(
      await screen.findByText('Loading…', { selector: '.card .visually-hidden' }),
    ).toBeTruthy();
    release(null);

    const list = await screen.findByRole('list', { name: 'Messages in Inbox' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // Unread: bold, and said so to screen readers.
    const unread = within(rows[0]!).getByRole('link', { name: 'Unread: Interview next week' });
    expect(unread).toHaveAttribute('href', '/email/message/101');
    expect(unread).toHaveClass('fw-bold');
    expect(
      within(rows[0]!).getByRole('button', { name: 'Star “Interview next week”' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(within(rows[1]!).getByRole('link', { name: 'Welcome aboard' })).not.toHaveClass(
      'fw-bold',
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Star “Welcome aboard”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(rows[1]!).getByText('Important')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Company')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('img', { name: '2 attachments' })).toBeInTheDocument();

    // The sidebar's counts and the menu's badge come from the same counts.
    const folders = within(screen.getByRole('navigation', { name: 'Mailboxes' }));
    expect(folders.getByRole('link', { name: /Inbox/ })).toHaveTextContent('3 unread messages');
    expect(folders.getByRole('link', { name: /Drafts/ })).toHaveTextContent('2 drafts');
    const labels = within(screen.getByRole('navigation', { name: 'Labels' }));
    expect(labels.getByRole('link', { name: /Company/ })).toHaveTextContent('1 unread message');
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: /Messages/ })).toHaveTextContent('3 unread messages');
    expect(countRequests).toBe(1);
  });

  it('says when a folder is empty', async () => {
    const queries = answerLists({});
    renderApp({ user: applicant, url: '/email/trash' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    expect(queries.at(-1)?.get('folder')).toBe('trash');
  });

  it('lists a label and searches as the user pauses typing', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/v1/mail', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return HttpResponse.json(mailPage(query.get('q') ? [] : [inbox[1]!]));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/email/label/important' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Important' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Welcome aboard' })).toBeVisible();
    expect(queries.at(-1)?.get('label')).toBe('important');
    expect(queries.at(-1)?.has('folder')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'tuesday');
    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=tuesday');
    // One request for the words, not one per key.
    expect(queries.filter((query) => query.has('q')).map((query) => query.get('q'))).toEqual([
      'tuesday',
    ]);
  });

  it('says "1,000+" of a search counted only up to 1,000, with pages past the 50th', async () => {
    server.use(
      http.get('/api/v1/mail', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const full = Array.from({ length: 20 }, (_, index) =>
          mailSummary({ id: page * 100 + index, threadId: page * 100 + index }),
        );
        // The search's rows end with page 51: page 52 comes back empty.
        return HttpResponse.json(mailPage(page <= 51 ? full : [], 1000, page, 20, false));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/email/inbox?q=interview&page=51' });
    expect(await screen.findByText('1,001–1,020 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/email/inbox?q=interview&page=52',
    );

    // Past the last full page: nothing matches there, and the pager leads back.
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=interview&page=52');
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/email/inbox?q=interview&page=51',
    );
  });

  it('acts on one or all selected messages with one request each', async () => {
    answerLists({ inbox });
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/v1/mail', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ results: [] });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/email/inbox' });
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Message actions' }));

    await user.click(
      screen.getByRole('checkbox', { name: 'Select “Interview next week” (Sam Staff)' }),
    );
    expect(toolbar.getByText('1 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [101], unread: false }]));
    // Done: the selection is cleared.
    await waitFor(() => expect(toolbar.queryByText('1 selected')).toBeNull());

    await user.click(toolbar.getByRole('checkbox', { name: 'Select all messages on this page' }));
    expect(toolbar.getByText('2 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Label' }));
    await user.click(toolbar.getByRole('button', { name: 'Private' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ids: [101, 102], toggleLabel: 'private' }));

    await user.click(toolbar.getByRole('checkbox', { name: 'Select all messages on this page' }));
    await user.click(toolbar.getByRole('button', { name: 'Move to' }));
    await user.click(toolbar.getByRole('button', { name: 'Trash' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ids: [101, 102], folder: 'trash' }));

    await user.click(screen.getByRole('button', { name: 'Star “Interview next week”' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ids: [101], starred: true }));
  });

  it('shows why a move was refused', async () => {
    answerLists({ draft: [mailSummary({ id: 201, draft: true, folder: 'draft', unread: false })] });
    server.use(
      http.patch('/api/v1/mail', () =>
        HttpResponse.json(errorBody('invalid_move', 'No.'), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/email/draft' });
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Message actions' }));
    await user.click(toolbar.getByRole('checkbox', { name: 'Select all messages on this page' }));
    await user.click(toolbar.getByRole('button', { name: 'Move to' }));
    // Drafts go to the trash only.
    expect(toolbar.queryAllByRole('button', { name: /Inbox|Junk|Spam/ })).toHaveLength(0);
    await user.click(toolbar.getByRole('button', { name: 'Trash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These messages cannot be moved there.',
    );
  });
});

describe('mail thread', () => {
  it('shows the first message and its replies with attachments, focused on the subject', async () => {
    answerLists({ inbox });
    server.use(
      http.get('/api/v1/mail/101', () =>
        HttpResponse.json(
          mailThread({}, [
            mailMessage({
              id: 103,
              from: applicantPerson,
              to: [{ id: staff.id, name: staff.name, email: staff.email }],
              subject: 'Re: Interview next week',
              body: 'Tuesday works. My **portfolio** is attached.',
              unread: false,
              sentAt: '2026-11-20T10:00:00Z',
              attachments: [
                {
                  id: '00000000-0000-4000-8000-0000000000f1',
                  name: 'portfolio.pdf',
                  contentType: 'application/pdf',
                  sizeBytes: 20480,
                },
              ],
            }),
          ]),
        ),
      ),
      http.get(
        '/api/v1/mail/103/attachments/00000000-0000-4000-8000-0000000000f1',
        () => new HttpResponse(new Blob(['%PDF-1.4']), { status: 200 }),
      ),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:attachment';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp({ user: applicant, url: '/email/inbox' });
    await user.click(await screen.findByRole('link', { name: 'Unread: Interview next week' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Interview next week' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/email/message/101');
    const [first, reply] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Sam Staff' })).toBeInTheDocument();
    expect(within(first!).getByText('Tuesday', { selector: 'strong' })).toBeInTheDocument();
    expect(within(reply!).getByRole('heading', { name: 'Ada Applicant' })).toBeInTheDocument();
    expect(within(reply!).getByText('portfolio', { selector: 'strong' })).toBeInTheDocument();

    await user.click(
      within(reply!).getByRole('button', { name: 'Download portfolio.pdf (20 kB)' }),
    );
    await waitFor(() => expect(created).toHaveLength(1));
    expect(click).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(router.state.location.pathname).toBe('/email/inbox');
  });

  it('replies in place with an attachment uploaded on pick', async () => {
    let sent: unknown;
    let uploadedName: string | null = null;
    server.use(
      http.get('/api/v1/mail/101', () => HttpResponse.json(mailThread())),
      http.post('/api/v1/mail/attachments', ({ request }) => {
        uploadedName = decodeURIComponent(request.headers.get('X-File-Name') ?? '');
        return HttpResponse.json(
          {
            id: '00000000-0000-4000-8000-0000000000f2',
            name: uploadedName,
            contentType: 'application/pdf',
            sizeBytes: 3 * 1024,
          },
          { status: 201 },
        );
      }),
      http.post('/api/v1/mail/101/reply', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(mailMessage({ id: 104 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/email/message/101' });
    await user.type(await screen.findByLabelText('Your reply'), 'See you on Tuesday.');
    await user.upload(
      screen.getByLabelText('Attach a file'),
      new File(['%PDF-1.4'], 'Lebenslauf Müller.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Lebenslauf Müller.pdf')).toBeInTheDocument();
    expect(uploadedName).toBe('Lebenslauf Müller.pdf');
    expect(screen.getByText('3 kB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply has been sent.')).toBeInTheDocument();
    expect(sent).toEqual({
      body: 'See you on Tuesday.',
      attachmentIds: ['00000000-0000-4000-8000-0000000000f2'],
    });
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('refuses an unsupported file before uploading it', async () => {
    server.use(http.get('/api/v1/mail/101', () => HttpResponse.json(mailThread())));
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ user: applicant, url: '/email/message/101' });
    await user.upload(
      await screen.findByLabelText('Attach a file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText('Please choose a PDF, DOCX, JPEG, PNG or WebP file.'),
    ).toBeInTheDocument();
  });

  it('marks a thread unread and goes back without reading it again', async () => {
    answerLists({ inbox });
    let reads = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/mail/101', () => {
        reads += 1;
        return HttpResponse.json(mailThread());
      }),
      http.patch('/api/v1/mail', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ results: [] });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: applicant, url: '/email/message/101' });
    const actions = within(await screen.findByRole('toolbar', { name: 'Message actions' }));
    await user.click(actions.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email/inbox'));
    expect(bodies).toEqual([{ ids: [101], unread: true }]);
    // Reading the thread again would mark it read on the server once more.
    expect(reads).toBe(1);
  });

  it('shows the server’s error for a thread the caller cannot see', async () => {
    server.use(
      http.get('/api/v1/mail/999', () =>
        HttpResponse.json(errorBody('not_found', 'No.'), { status: 404 }),
      ),
    );
    renderApp({ user: applicant, url: '/email/message/999' });
    expect(await screen.findByText('The requested item does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/email/inbox',
    );
  });
});

describe('composer', () => {
  it('picks recipients from the contacts and shows the server’s problems at each field', async () => {
    answerLists({});
    const contactQueries: string[] = [];
    let sent: unknown;
    server.use(
      http.get('/api/v1/mail/contacts', ({ request }) => {
        contactQueries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([
          {
            id: applicant.id,
            name: applicant.name,
            email: applicant.email,
            kind: 'applicant',
          },
        ]);
      }),
      http.post('/api/v1/mail', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          errorBody('validation_failed', 'Invalid.', {
            subject: 'subject_too_long',
            body: 'body_required',
            attachmentIds: 'attachment_not_found',
          }),
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/email/inbox' });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New message' }));

    const to = dialog.getByRole('combobox', { name: 'To' });
    await user.type(to, 'ada');
    // Asked once the typing pauses, with the words typed (and on opening, with none).
    await waitFor(() => expect(contactQueries.at(-1)).toBe('ada'));
    expect(contactQueries.filter((q) => q !== '')).toEqual(['ada']);
    const option = await dialog.findByRole('option', { name: /Ada Applicant/ });
    expect(option).toHaveTextContent('Applicant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(dialog.getByRole('button', { name: 'Remove Ada Applicant' })).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Subject'), 'Hello');
    await user.click(dialog.getByLabelText('Important'));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByText('The subject is at most 200 characters.')).toBeVisible();
    expect(dialog.getByText('Please write a message.')).toBeVisible();
    expect(
      dialog.getByText('An attachment is no longer available. Please attach it again.'),
    ).toBeVisible();
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Some fields are invalid. Please check them.',
    );
    expect(dialog.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual({
      to: [applicant.id],
      subject: 'Hello',
      body: '',
      applicationId: null,
      attachmentIds: [],
      labels: ['important'],
      draft: false,
    });
  });

  it('saves a new draft, saves it again in place, and sends it', async () => {
    answerLists({});
    const calls: { method: string; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/mail', async ({ request }) => {
        calls.push({ method: 'POST', body: await request.json() });
        return HttpResponse.json(mailMessage({ id: 201, draft: true, folder: 'draft' }), {
          status: 201,
        });
      }),
      http.put('/api/v1/mail/201', async ({ request }) => {
        calls.push({ method: 'PUT', body: await request.json() });
        return HttpResponse.json(mailMessage({ id: 201, folder: 'sent' }));
      }),
      http.get('/api/v1/mail/contacts', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/email/inbox' });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New message' }));
    await user.type(dialog.getByLabelText('Subject'), 'Offer');
    await user.click(dialog.getByRole('button', { name: 'Save draft' }));
    expect(await dialog.findByText('The draft has been saved.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Message'), 'Details follow.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(calls[0]?.body).toMatchObject({ subject: 'Offer', draft: true });
    expect(calls[1]?.body).toMatchObject({
      subject: 'Offer',
      body: 'Details follow.',
      draft: false,
    });
  });

  it('opens a draft from the drafts folder in the composer and sends it with PUT', async () => {
    answerLists({
      draft: [
        mailSummary({
          id: 201,
          threadId: 201,
          draft: true,
          folder: 'draft',
          unread: false,
          subject: 'Unfinished',
        }),
      ],
    });
    let sent: unknown;
    server.use(
      http.get('/api/v1/mail/201', () =>
        HttpResponse.json(
          mailThread({
            id: 201,
            threadId: 201,
            draft: true,
            folder: 'draft',
            subject: 'Unfinished',
            body: 'Half a thought',
            labels: ['personal'],
            attachments: [
              {
                id: '00000000-0000-4000-8000-0000000000f3',
                name: 'offer.pdf',
                contentType: 'application/pdf',
                sizeBytes: 4096,
              },
            ],
          }),
        ),
      ),
      http.put('/api/v1/mail/201', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(mailMessage({ id: 201 }));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/email/draft' });
    // A draft's row names its recipients and opens the composer, not a thread.
    const row = (await screen.findByRole('button', { name: 'Unfinished' })).closest('li')!;
    expect(within(row).getByText('To: Ada Applicant')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unfinished' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit draft' }));
    expect(await dialog.findByLabelText('Subject')).toHaveValue('Unfinished');
    expect(dialog.getByLabelText('Message')).toHaveValue('Half a thought');
    expect(dialog.getByLabelText('Personal')).toBeChecked();
    expect(dialog.getByText('offer.pdf')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent).toEqual({
        to: [applicant.id],
        subject: 'Unfinished',
        body: 'Half a thought',
        applicationId: 5,
        attachmentIds: ['00000000-0000-4000-8000-0000000000f3'],
        labels: ['personal'],
        draft: false,
      }),
    );
  });
});
