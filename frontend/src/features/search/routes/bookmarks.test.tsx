import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { Bookmark as BookmarkSign, CheckSquare, Mail } from 'react-feather';
import type { Schemas } from '@/lib/api/types';
import { errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type Bookmark = Schemas['Bookmark'];
type Bookmarks = Schemas['Bookmarks'];

function bookmark(id: number, overrides: Partial<Bookmark> = {}): Bookmark {
  return {
    id,
    title: `Bookmark ${id}`,
    link: `/todo/all?task=${id}`,
    icon: 'tasks',
    starred: true,
    createdAt: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

/** The server's lists as it makes them: the first 10 starred in the navbar, the rest overflow. */
function lists(all: Bookmark[]): Bookmarks {
  const starred = all.filter((entry) => entry.starred);
  return {
    navbar: starred.slice(0, 10),
    overflow: starred.slice(10),
    unstarred: all.filter((entry) => !entry.starred),
  };
}

/** A server that keeps the bookmarks, and every change request it got. */
function answerBookmarks(initial: Bookmark[]) {
  let all = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body: unknown = request.method === 'DELETE' ? null : await request.json();
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get('/api/v1/me/bookmarks', () => HttpResponse.json(lists(all))),
    http.post('/api/v1/me/bookmarks', async ({ request }) => {
      const body = (await record(request)) as Omit<Bookmark, 'id' | 'createdAt'>;
      const added = bookmark(100 + all.length, body);
      all = [...all, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put('/api/v1/me/bookmarks/order', async ({ request }) => {
      const { ids } = (await record(request)) as { ids: number[] };
      all = ids.flatMap((id) => all.filter((entry) => entry.id === id));
      return HttpResponse.json(lists(all));
    }),
    http.patch('/api/v1/me/bookmarks/:id', async ({ request, params }) => {
      const change = (await record(request)) as Partial<Bookmark>;
      if (change.title === 'x'.repeat(3)) {
        return HttpResponse.json(
          errorBody('validation_failed', 'Invalid.', { title: 'bookmark_title_invalid' }),
          { status: 400 },
        );
      }
      all = all.map((entry) => (entry.id === Number(params.id) ? { ...entry, ...change } : entry));
      return HttpResponse.json(all.find((entry) => entry.id === Number(params.id)));
    }),
    http.delete('/api/v1/me/bookmarks/:id', async ({ request, params }) => {
      await record(request);
      all = all.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** An icon's drawing, to tell which one an element shows. */
function drawingOf(Icon: ComponentType) {
  const { container, unmount } = render(<Icon />);
  const drawing = container.querySelector('svg')!.innerHTML;
  unmount();
  return drawing;
}

function drawingIn(element: HTMLElement) {
  return element.querySelector('svg')?.innerHTML;
}

describe('bookmarks', () => {
  it('shows the first 10 starred in the navbar from 1400 px, the 11th under More bookmarks', async () => {
    answerBookmarks(Array.from({ length: 11 }, (_, index) => bookmark(index + 1)));
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting', width: 1400 });
    const navbar = await screen.findByRole('navigation', { name: 'Bookmarks' });
    const starred = await within(navbar).findByRole('list', { name: 'Starred bookmarks' });
    expect(within(starred).getAllByRole('link')).toHaveLength(10);
    expect(within(starred).getByRole('link', { name: 'Bookmark 1' })).toHaveAttribute(
      'href',
      '/todo/all?task=1',
    );
    await user.click(within(navbar).getByRole('button', { name: 'More bookmarks' }));
    const more = within(navbar).getByRole('link', { name: 'Bookmark 11' }).parentElement!;
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bookmark 11', 'Manage bookmarks']);
  });

  it('shows each bookmark’s page icon, its group’s for a record, else a bookmark', async () => {
    answerBookmarks([
      bookmark(1, { title: 'My inbox', link: '/email/inbox?label=work', icon: null }),
      bookmark(2, { title: 'Old page', link: '/no/such/page', icon: null }),
      bookmark(3, { title: 'Call Ada', link: '/todo/all?task=3', icon: 'tasks' }),
      bookmark(4, { title: 'Sent mail', link: '/email/sent', icon: null, starred: false }),
    ]);
    const { router } = renderApp({ user: staff, url: '/job-vacancy-setting', width: 1400 });
    const starred = await screen.findByRole('list', { name: 'Starred bookmarks' });
    const icons = within(starred)
      .getAllByRole('link')
      .map((link) => [link.textContent, drawingIn(link)]);
    expect(icons).toEqual([
      ['My inbox', drawingOf(Mail)],
      ['Old page', drawingOf(BookmarkSign)],
      ['Call Ada', drawingOf(CheckSquare)],
    ]);
    // The icon is decoration: each link is named by its bookmark's title.
    expect(within(starred).getByRole('link', { name: 'My inbox' })).toHaveAttribute(
      'title',
      'My inbox',
    );
    expect(starred.querySelector('svg:not([aria-hidden="true"])')).toBeNull();

    // The Bookmarks page shows the same icons.
    await router.navigate('/pages/bookmarks');
    const others = await screen.findByRole('region', { name: 'Other bookmarks' });
    const row = within(others).getByRole('link', { name: 'Sent mail' }).parentElement!;
    expect(drawingIn(row)).toBe(drawingOf(Mail));
  });

  it('bookmarks the page on screen by its heading and address, starred', async () => {
    const calls = answerBookmarks([]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting?page=2' });
    await screen.findByRole('heading', { level: 1, name: 'Applicants by vacancy' });
    const star = await screen.findByRole('button', { name: 'Bookmark this page' });
    await waitFor(() => expect(star).toBeEnabled());
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/me/bookmarks',
        body: {
          title: 'Applicants by vacancy',
          link: '/job-vacancy-setting?page=2',
          icon: null,
          starred: true,
        },
      },
    ]);
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(calls[1]).toEqual({
      method: 'PATCH',
      path: '/api/v1/me/bookmarks/100',
      body: { starred: false },
    });
  });

  it('reorders the starred ones with Move up and Move down, keeping the focus and saying where', async () => {
    const calls = answerBookmarks([bookmark(1), bookmark(2), bookmark(3)]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/pages/bookmarks' });
    const list = await screen.findByRole('list', { name: 'Starred bookmarks' });
    const titles = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(titles()).toEqual(['Bookmark 1', 'Bookmark 2', 'Bookmark 3']);
    expect(screen.getByRole('button', { name: 'Move “Bookmark 1” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Drag “Bookmark 1”' })).toBeInTheDocument();

    const down = screen.getByRole('button', { name: 'Move “Bookmark 1” down' });
    await user.click(down);
    expect(titles()).toEqual(['Bookmark 2', 'Bookmark 1', 'Bookmark 3']);
    expect(screen.getByText('“Bookmark 1” moved to position 2 of 3.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() => expect(down).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Bookmark 2', 'Bookmark 3', 'Bookmark 1']);
    // At the end Move down is disabled: the focus goes to Move up.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move “Bookmark 1” up' })).toHaveFocus(),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([{ ids: [2, 1, 3] }, { ids: [2, 3, 1] }]);
  });

  it('unstars, renames and deletes', async () => {
    const calls = answerBookmarks([bookmark(1), bookmark(2, { starred: false, icon: null })]);
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/pages/bookmarks' });
    const others = await screen.findByRole('region', { name: 'Other bookmarks' });
    expect(within(others).getByRole('link', { name: 'Bookmark 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unstar “Bookmark 1”' }));
    await waitFor(() =>
      expect(within(others).getByRole('link', { name: 'Bookmark 1' })).toBeInTheDocument(),
    );
    expect(screen.getByText('No starred bookmarks. Star one below to put it in the navbar.'));

    await user.click(screen.getByRole('button', { name: 'Rename “Bookmark 2”' }));
    const field = screen.getByLabelText('Title of “Bookmark 2”');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription("A bookmark's title is 1 to 100 characters.");
    await user.type(field, 'xxx{Enter}');
    expect(
      await screen.findByText("A bookmark's title is 1 to 100 characters."),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Weekly pipeline{Enter}');
    expect(await screen.findByRole('link', { name: 'Weekly pipeline' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete “Weekly pipeline”' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Weekly pipeline' })).not.toBeInTheDocument(),
    );
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/api/v1/me/bookmarks/1', { starred: false }],
      ['PATCH', '/api/v1/me/bookmarks/2', { title: 'xxx' }],
      ['PATCH', '/api/v1/me/bookmarks/2', { title: 'Weekly pipeline' }],
      ['DELETE', '/api/v1/me/bookmarks/2', null],
    ]);
  });
});
