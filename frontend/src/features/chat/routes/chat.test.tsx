import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { chatSocket, server } from '@/testing/server';
import type { ChatContact, ChatEvent, ChatMessage, ChatSummary } from '../api/types';

const ana: ChatContact = {
  id: '00000000-0000-4000-8000-0000000000a1',
  displayName: 'Ana Applicant',
  about: 'Looking for a harbour job',
  photoUrl: null,
  status: 'online',
  kind: 'applicant',
};

const bo: ChatContact = {
  id: '00000000-0000-4000-8000-0000000000b2',
  displayName: 'Bo Colleague',
  about: null,
  photoUrl: null,
  status: 'do_not_disturb',
  kind: 'colleague',
};

const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000);

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    contactId: ana.id,
    message: 'Hello there',
    time: new Date().toISOString(),
    isSent: false,
    isSeen: false,
    ...overrides,
  };
}

function summary(contact: ChatContact, overrides: Partial<ChatSummary> = {}): ChatSummary {
  return { contact, isPinned: false, lastMessage: null, unseenCount: 0, ...overrides };
}

/** The chats list, and Ana's conversation (one page); every request body is kept. */
function answerChats(chats: ChatSummary[], history: ChatMessage[] = []) {
  const sent: unknown[] = [];
  const seen: string[] = [];
  server.use(
    http.get('/api/v1/chat/chats', () => HttpResponse.json(chats)),
    http.get('/api/v1/me/status', () => HttpResponse.json({ status: 'online', about: null })),
    http.get('/api/v1/chat/chats/:contactId/messages', () =>
      HttpResponse.json({ data: history, hasMore: false }),
    ),
    http.post('/api/v1/chat/chats/:contactId/seen', ({ params }) => {
      seen.push(String(params.contactId));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/v1/chat/chats/:contactId/messages', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        message({ id: 50, message: 'On my way', isSent: true, time: new Date().toISOString() }),
        { status: 201 },
      );
    }),
  );
  return { sent, seen };
}

/** Each socket the page opens: its address, and a way to send it events or close it. */
function answerSocket() {
  const sockets: { url: URL; send: (event: ChatEvent) => void; close: () => void }[] = [];
  server.use(
    chatSocket.addEventListener('connection', ({ client }) => {
      sockets.push({
        url: client.url,
        send: (event) => client.send(JSON.stringify(event)),
        close: () => client.close(),
      });
    }),
  );
  return sockets;
}

describe('chat', () => {
  it('lists pinned chats first with their unseen counts, and the menu badge sums them', async () => {
    answerChats([
      summary(bo, {
        lastMessage: message({ id: 9, contactId: bo.id, message: 'Lunch?' }),
        unseenCount: 2,
      }),
      summary(ana, {
        isPinned: true,
        lastMessage: message({ id: 4, message: 'See you', isSent: true }),
        unseenCount: 1,
      }),
    ]);
    renderApp({ user: staff, url: '/chat' });

    const list = await screen.findByRole('list', { name: 'Chats' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    // Ana's chat is pinned: first, though Bo wrote last.
    expect(rows[0]).toHaveAccessibleName(/^Ana Applicant\W+Online\W+Pinned/);
    expect(rows[0]).toHaveTextContent('You: See you');
    expect(rows[0]).toHaveTextContent('1 unseen chat message');
    expect(rows[1]).toHaveAccessibleName(/^Bo Colleague\W+Do not disturb/);
    expect(rows[1]).toHaveTextContent('Lunch?');
    expect(rows[1]).toHaveTextContent('2 unseen chat messages');

    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('link', { name: /^Chat/ })).toHaveTextContent('3 unseen chat messages');
  });

  it('sends a message with Enter and shows it with a single tick', async () => {
    const { sent } = answerChats(
      [summary(ana, { lastMessage: message({ id: 3 }), unseenCount: 0 })],
      [
        message({ id: 2, message: 'Long ago', time: threeDaysAgo.toISOString(), isSeen: true }),
        message({ id: 3, isSeen: true }),
      ],
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: `/chat/${ana.id}` });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ana Applicant' }),
    ).toBeInTheDocument();
    const log = await screen.findByRole('region', { name: 'Messages with Ana Applicant' });
    expect(await within(log).findByText('Hello there')).toBeInTheDocument();
    // A heading for each day: the older one by its date.
    expect(
      within(log)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual([threeDaysAgo.toLocaleDateString('en', { dateStyle: 'full' }), 'Today']);

    const box = screen.getByRole('textbox', { name: 'Message to Ana Applicant' });
    await user.type(box, 'On my{Shift>}{Enter}{/Shift}way');
    expect(box).toHaveValue('On my\nway');
    await user.clear(box);
    await user.type(box, 'On my way{Enter}');

    await waitFor(() => expect(sent).toEqual([{ message: 'On my way' }]));
    const mine = (await within(log).findByText('On my way')).closest('li')!;
    expect(within(mine).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says why a message was not sent', async () => {
    answerChats([summary(ana)]);
    server.use(
      http.post('/api/v1/chat/chats/:contactId/messages', () =>
        HttpResponse.json(errorBody('chat_rate_limited', 'Too fast'), { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: `/chat/${ana.id}` });
    const box = await screen.findByRole('textbox', { name: 'Message to Ana Applicant' });
    await user.type(box, 'Quick{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are sending messages too quickly. Please wait a moment.',
    );
    // The text stays, to be sent again.
    expect(box).toHaveValue('Quick');
  });

  it('shows and announces a message from the socket, marks it seen, and follows seen and typing', async () => {
    const { seen } = answerChats(
      [summary(ana, { lastMessage: message({ id: 7, isSent: true, message: 'Any news?' }) })],
      [message({ id: 7, isSent: true, message: 'Any news?' })],
    );
    const sockets = answerSocket();
    renderApp({ user: staff, url: `/chat/${ana.id}` });
    const log = await screen.findByRole('region', { name: 'Messages with Ana Applicant' });
    const mine = (await within(log).findByText('Any news?')).closest('li')!;
    expect(within(mine).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    // The tenant goes in the query (a socket cannot carry the header), with the last id known.
    expect(socket.url.searchParams.get('ticket')).toBe('test-ticket');
    expect(socket.url.searchParams.get('tenantid')).toBe('demo');
    expect(socket.url.searchParams.get('after')).toBe('7');
    await waitFor(() => expect(screen.queryByText('Connecting…')).toBeNull());

    socket.send({ type: 'seen', contactId: ana.id, upTo: 7, byMe: false });
    expect(await within(mine).findByRole('img', { name: 'Seen' })).toBeInTheDocument();

    socket.send({ type: 'typing', contactId: ana.id });
    // In the conversation, and in place of the last message in the list.
    const conversation = screen.getByRole('region', { name: 'Ana Applicant' });
    expect(await within(conversation).findByText('Ana Applicant is typing…')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Chats' });
    expect(within(list).getByText('Ana Applicant is typing…')).toBeInTheDocument();

    socket.send({
      type: 'message',
      message: message({ id: 8, message: 'Yes, I got the offer!', time: new Date().toISOString() }),
    });
    expect(await within(log).findByText('Yes, I got the offer!')).toBeInTheDocument();
    expect(within(conversation).queryByText('Ana Applicant is typing…')).toBeNull();
    expect(
      screen.getByText('New message from Ana Applicant: Yes, I got the offer!'),
    ).toHaveAttribute('aria-live', 'polite');
    // On screen in a tab in front: seen at once.
    await waitFor(() => expect(seen).toEqual([ana.id]));

    socket.send({ type: 'presence', contactId: ana.id, status: 'away' });
    const header = within(conversation).getByRole('heading', { name: 'Ana Applicant' });
    expect(await within(header.parentElement!).findByText('Away')).toBeInTheDocument();
  });

  it('shows that it is reconnecting, then asks for what came after the last message', async () => {
    answerChats([summary(ana, { lastMessage: message({ id: 12 }), unseenCount: 1 })]);
    const sockets = answerSocket();
    renderApp({ user: staff, url: '/chat' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Connecting…')).toBeNull());

    sockets[0]!.send({ type: 'message', message: message({ id: 13, message: 'Still there?' }) });
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await waitFor(() =>
      expect(menu.getByRole('link', { name: /^Chat/ })).toHaveTextContent('2 unseen chat messages'),
    );

    sockets[0]!.close();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    // The first retry comes after a second.
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 4000 });
    expect(sockets[1]!.url.searchParams.get('after')).toBe('13');
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).toBeNull());
  });

  it('finds a contact by name and starts a chat with them', async () => {
    const queries: string[] = [];
    answerChats([]);
    server.use(
      http.get('/api/v1/chat/contacts', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        queries.push(q);
        return HttpResponse.json(
          [ana, bo].filter((contact) => contact.displayName.toLowerCase().includes(q)),
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/chat' });
    expect(await screen.findByText('No chats yet. Start one with “New chat”.')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ana');
    const contacts = await screen.findByRole('list', { name: 'Contacts' });
    await waitFor(() => expect(within(contacts).getAllByRole('link')).toHaveLength(1));
    // One request for the word, not one per key.
    expect(queries).toEqual(['ana']);
    await user.click(within(contacts).getByRole('link', { name: /Ana Applicant/ }));

    expect(router.state.location.pathname).toBe(`/chat/${ana.id}`);
    const title = await screen.findByRole('heading', { level: 2, name: 'Ana Applicant' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });
});
