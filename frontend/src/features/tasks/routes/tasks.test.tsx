import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { anApplication } from '@/testing/builders';
import { admin, applicant, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type Task = Schemas['Task'];

const colleague = { id: '00000000-0000-4000-8000-000000000009', name: 'Cleo Colleague' };

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    title: 'Call Ada about the offer',
    description: 'Ask about the start date.',
    tags: ['Interview'],
    assignee: { id: staff.id, name: staff.name },
    createdBy: { id: staff.id, name: staff.name },
    dueDate: '2026-01-10',
    isOverdue: true,
    vacancy: { id: 11, title: 'Backend Engineer' },
    application: { id: 5, applicantName: 'Ada Applicant' },
    isCompleted: false,
    isStarred: false,
    isImportant: false,
    isTrashed: false,
    completedAt: null,
    trashedAt: null,
    createdAt: '2026-01-01T09:00:00Z',
    updatedAt: '2026-01-01T09:00:00Z',
    ...overrides,
  };
}

const tags: Schemas['TaskTag'][] = [
  { id: 1, name: 'Interview', color: 'success' },
  { id: 2, name: 'Offer', color: 'warning' },
];

const counts: Schemas['TaskCounts'] = {
  all: 7,
  starred: 1,
  important: 0,
  completed: 2,
  trashed: 1,
  open: 5,
  overdue: 2,
  tags: [
    { name: 'Interview', count: 3 },
    { name: 'Offer', count: 0 },
  ],
};

/**
 * The server's tasks: the list answers by `filter` (the trash only has trashed ones); every list
 * and counts request's query is kept for the test to read.
 */
function answerTasks(byFilter: Record<string, Task[]>) {
  const lists: URLSearchParams[] = [];
  const countQueries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/tasks', ({ request }) => {
      const query = new URL(request.url).searchParams;
      lists.push(query);
      const data = byFilter[query.get('filter') ?? 'all'] ?? [];
      return HttpResponse.json({
        data,
        total: data.length,
        totalExact: true,
        page: 1,
        perPage: 20,
      });
    }),
    http.get('/api/v1/tasks/counts', ({ request }) => {
      countQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(counts);
    }),
    http.get('/api/v1/admin/task-tags', () => HttpResponse.json(tags)),
  );
  return { lists, countQueries };
}

describe('to-do app', () => {
  it('lists my tasks by default, with the views and tags and their counts', async () => {
    const { lists, countQueries } = answerTasks({
      all: [
        task(),
        task({ id: 2, title: 'Book a room', tags: [], isOverdue: false, dueDate: null }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/todo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All tasks' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/todo/all');

    const views = within(screen.getByRole('navigation', { name: 'Task views' }));
    await waitFor(() =>
      expect(views.getByRole('link', { name: /All tasks/ })).toHaveTextContent('7 tasks'),
    );
    expect(views.getByRole('link', { name: /All tasks/ })).toHaveTextContent('2 overdue');
    expect(views.getByRole('link', { name: /Completed/ })).toHaveTextContent('2 tasks');
    expect(views.getByRole('link', { name: /Trash/ })).toHaveAttribute('href', '/todo/trashed');
    const tagNav = within(screen.getByRole('navigation', { name: 'Tags' }));
    expect(tagNav.getByRole('link', { name: /Interview/ })).toHaveTextContent('3 tasks');
    expect(tagNav.getByRole('link', { name: /Interview/ })).toHaveAttribute(
      'href',
      '/todo/tag/Interview',
    );
    // Staff do not manage the tags.
    expect(screen.queryByRole('button', { name: 'Manage tags' })).toBeNull();

    const list = await screen.findByRole('list', { name: 'Tasks in All tasks' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('button', { name: 'Call Ada about the offer' })).toBeVisible();
    expect(first.getByText('Interview')).toHaveClass('bg-success-subtle');
    expect(first.getByText('Assigned to Sam Staff')).toBeInTheDocument();
    expect(first.getByText('Overdue')).toHaveClass('text-bg-danger');
    expect(first.getByRole('link', { name: 'Vacancy: Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/11/applications',
    );
    expect(first.getByRole('link', { name: 'Application: Ada Applicant' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/applications/5',
    );
    expect(within(rows[1]!).queryByText('Overdue')).toBeNull();
    expect(lists.at(-1)?.get('assignee')).toBe('me');
    expect(lists.at(-1)?.get('filter')).toBe('all');
    expect(countQueries.at(-1)?.get('assignee')).toBe('me');

    // Everyone's tasks: the switch is in the address, and the views keep it.
    const scope = within(screen.getByRole('group', { name: 'Whose tasks' }));
    expect(scope.getByRole('button', { name: 'My tasks' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(scope.getByRole('button', { name: 'Everyone' }));
    expect(router.state.location.search).toBe('?who=everyone');
    await waitFor(() => expect(lists.at(-1)?.has('assignee')).toBe(false));
    expect(countQueries.at(-1)?.has('assignee')).toBe(false);
    expect(views.getByRole('link', { name: /Starred/ })).toHaveAttribute(
      'href',
      '/todo/starred?who=everyone',
    );
  });

  it('says "1,000+" of a search counted only up to 1,000, with pages past the 50th', async () => {
    answerTasks({});
    server.use(
      http.get('/api/v1/tasks', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const data = Array.from({ length: 20 }, (_, index) =>
          task({ id: page * 100 + index, title: `Call back ${page}.${index}` }),
        );
        return HttpResponse.json({ data, total: 1000, totalExact: false, page, perPage: 20 });
      }),
    );
    renderApp({ user: staff, url: '/todo/all?q=call&page=50' });
    expect(await screen.findByText('981–1,000 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/todo/all?q=call&page=51',
    );
  });

  it('stars a task and marks it done from the row with PATCH', async () => {
    answerTasks({ all: [task()] });
    const bodies: unknown[] = [];
    server.use(
      http.patch('/api/v1/tasks/1', async ({ request }) => {
        const body = (await request.json()) as Partial<Task>;
        bodies.push(body);
        return HttpResponse.json(task(body));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/todo/all' });
    const star = await screen.findByRole('button', { name: 'Star “Call Ada about the offer”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(bodies).toEqual([{ isStarred: true }]));
    await user.click(
      screen.getByRole('button', { name: 'Mark “Call Ada about the offer” as important' }),
    );
    await waitFor(() => expect(bodies.at(-1)).toEqual({ isImportant: true }));
    await user.click(screen.getByRole('checkbox', { name: 'Done: “Call Ada about the offer”' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ isCompleted: true }));
  });

  it('moves a task to the trash from the sheet and restores one from the trash', async () => {
    answerTasks({
      all: [task()],
      trashed: [task({ id: 3, title: 'Old reminder', isTrashed: true, isOverdue: false })],
    });
    const calls: string[] = [];
    server.use(
      http.post('/api/v1/tasks/:id/trash', ({ params }) => {
        calls.push(`trash ${String(params.id)}`);
        return HttpResponse.json(task({ isTrashed: true }));
      }),
      http.post('/api/v1/tasks/:id/restore', ({ params }) => {
        calls.push(`restore ${String(params.id)}`);
        return HttpResponse.json(task({ id: 3 }));
      }),
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/todo/all' });
    await user.click(await screen.findByRole('button', { name: 'Call Ada about the offer' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(sheet.getByLabelText('Title')).toHaveValue('Call Ada about the offer');
    expect(sheet.getByRole('button', { name: /Interview/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(sheet.getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(calls).toEqual(['trash 1']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await router.navigate('/todo/trashed');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const row = (await screen.findByRole('button', { name: 'Old reminder' })).closest('li')!;
    // In the trash a task is only restored: no done box, no star.
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Star/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Restore “Old reminder”' }));
    await waitFor(() => expect(calls).toEqual(['trash 1', 'restore 3']));
  });

  it('opens the task the address names (?task=, the search’s links) and forgets it on closing', async () => {
    answerTasks({ all: [] });
    server.use(
      http.get('/api/v1/tasks/:id', ({ params }) =>
        HttpResponse.json(task({ id: Number(params.id), title: 'Send the offer' })),
      ),
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ user: staff, url: '/todo/all?who=everyone&task=4' });
    const sheet = within(await screen.findByRole('dialog', { name: 'Edit task' }));
    expect(sheet.getByLabelText('Title')).toHaveValue('Send the offer');
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?who=everyone'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a task in the side sheet, for me unless someone else is chosen', async () => {
    answerTasks({});
    let sent: unknown;
    server.use(
      http.get('/api/v1/calendar/people', () =>
        HttpResponse.json({
          data: [
            { id: colleague.id, name: colleague.name, email: 'cleo@demo.test' },
            { id: staff.id, name: staff.name, email: staff.email },
          ],
        }),
      ),
      http.post('/api/v1/tasks', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(task({ id: 9 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/todo/all' });
    expect(await screen.findByText('No tasks here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'New task' }));
    expect(sheet.getByLabelText('Assigned to')).toHaveDisplayValue('Sam Staff (me)');

    // The title is checked before anything is sent.
    await user.click(sheet.getByRole('button', { name: 'Add task' }));
    expect(
      await sheet.findByText('Give the task a title of at most 200 characters on one line.'),
    ).toBeVisible();
    expect(sent).toBeUndefined();

    await user.type(sheet.getByLabelText('Title'), 'Send the contract');
    await user.click(await sheet.findByRole('button', { name: 'Offer' }));
    expect(sheet.getByRole('button', { name: /Offer/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(sheet.getByRole('button', { name: 'Important' }));
    fireEvent.change(sheet.getByLabelText('Due date'), { target: { value: '2030-01-31' } });
    await user.selectOptions(sheet.getByLabelText('Assigned to'), colleague.name);
    await user.click(sheet.getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(sent).toEqual({
        title: 'Send the contract',
        tags: ['Offer'],
        assigneeId: colleague.id,
        dueDate: '2030-01-31',
        isStarred: false,
        isImportant: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s field errors in the sheet', async () => {
    answerTasks({});
    server.use(
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
      http.post('/api/v1/tasks', () =>
        HttpResponse.json(
          errorBody('validation_failed', 'Invalid.', { assigneeId: 'assignee_invalid' }),
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/todo/all' });
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'New task' }));
    await user.type(sheet.getByLabelText('Title'), 'Screen CVs');
    await user.click(sheet.getByRole('button', { name: 'Add task' }));
    expect(
      await sheet.findByText('Assign the task to an active member of the recruiting team.'),
    ).toBeVisible();
    expect(sheet.getByLabelText('Assigned to')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a tag does not exist', async () => {
    server.use(
      http.get('/api/v1/tasks', () =>
        HttpResponse.json(errorBody('validation_failed', 'Invalid.', { tag: 'task_tag_unknown' }), {
          status: 400,
        }),
      ),
    );
    renderApp({ user: staff, url: '/todo/tag/Nope?who=everyone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag: Nope' })).toBeVisible();
    expect(await screen.findByText('There is no such tag; an admin can add it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to all tasks' })).toHaveAttribute(
      'href',
      '/todo/all?who=everyone',
    );
  });

  it('keeps the lists behind a button on a 360 px screen', async () => {
    answerTasks({ all: [task()] });
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/todo/all', width: 360 });
    expect(await screen.findByRole('button', { name: 'Call Ada about the offer' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show task lists' }));
    const lists = within(await screen.findByRole('dialog', { name: 'Task lists' }));
    await user.click(lists.getByRole('link', { name: /Starred/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Starred' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an admin add a tag and says when the name is taken', async () => {
    answerTasks({});
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/admin/task-tags', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(errorBody('tag_taken', 'Taken.', { name: 'tag_taken' }), {
          status: 409,
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/todo/all' });
    await user.click(await screen.findByRole('button', { name: 'Manage tags' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage tags' }));
    expect(await dialog.findByLabelText('Name of tag Interview')).toHaveValue('Interview');
    await user.type(dialog.getByLabelText('New tag name'), 'interview');
    await user.selectOptions(dialog.getByLabelText('New tag colour'), 'Red');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('There is already a tag with this name.')).toBeVisible();
    expect(sent).toEqual([{ name: 'interview', color: 'danger' }]);
  });

  it('sends an applicant to /misc/not-authorized', async () => {
    const { router } = renderApp({ user: applicant, url: '/todo/all' });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });
});

describe('tasks cards on other pages', () => {
  it('lists an application’s open tasks and adds one about it', async () => {
    const { lists } = answerTasks({ open: [task()] });
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/applications/5', () =>
        HttpResponse.json(anApplication({ status: 'in_review' })),
      ),
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
      http.patch('/api/v1/tasks/1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(task({ isCompleted: true, isOverdue: false }));
      }),
      http.post('/api/v1/tasks', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(task({ id: 9 }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting/applications/5' });
    const card = within(await screen.findByRole('region', { name: 'Tasks' }));
    expect(await card.findByRole('button', { name: 'Call Ada about the offer' })).toBeVisible();
    expect(card.getByText('Overdue')).toBeInTheDocument();
    expect(lists.at(-1)?.get('applicationId')).toBe('5');
    expect(lists.at(-1)?.get('filter')).toBe('open');
    expect(lists.at(-1)?.has('assignee')).toBe(false);

    await user.click(card.getByRole('checkbox', { name: 'Done: “Call Ada about the offer”' }));
    await waitFor(() => expect(bodies).toEqual([{ isCompleted: true }]));

    await user.click(card.getByRole('button', { name: 'Add task' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'New task' }));
    expect(sheet.getByRole('link', { name: 'Application: Ada Applicant' })).toBeInTheDocument();
    expect(sheet.getByRole('link', { name: 'Vacancy: Backend Engineer' })).toBeInTheDocument();
    await user.type(sheet.getByLabelText('Title'), 'Check references');
    await user.click(sheet.getByRole('button', { name: 'Add task' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        title: 'Check references',
        tags: [],
        applicationId: 5,
        isStarred: false,
        isImportant: false,
      }),
    );
  });

  it('offers an "Add task" for the vacancy on its pipeline', async () => {
    const { lists } = answerTasks({});
    server.use(
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json({ id: 11, title: 'Backend Engineer' }),
      ),
      // The pipeline opens as a board, a column per status.
      http.get('/api/v1/admin/applications', () =>
        HttpResponse.json({ data: [], total: 0, totalExact: true, page: 1, perPage: 100 }),
      ),
      http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/job-vacancy-setting/11/applications' });
    const card = within(await screen.findByRole('region', { name: 'Tasks' }));
    expect(await card.findByText('No open tasks.')).toBeInTheDocument();
    expect(lists.at(-1)?.get('vacancyId')).toBe('11');
    await user.click(card.getByRole('button', { name: 'Add task' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'New task' }));
    expect(sheet.getByRole('link', { name: 'Vacancy: Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/11/applications',
    );
  });

  it('shows an admin their open tasks on the dashboard', async () => {
    const { lists } = answerTasks({
      open: [task({ assignee: { id: admin.id, name: admin.name } })],
    });
    renderApp({ user: admin, url: '/' });
    const card = within(await screen.findByRole('region', { name: 'My open tasks' }));
    expect(await card.findByRole('button', { name: 'Call Ada about the offer' })).toBeVisible();
    expect(card.getByRole('link', { name: 'Application: Ada Applicant' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Open To-do' })).toHaveAttribute('href', '/todo/all');
    expect(lists.at(-1)?.get('assignee')).toBe('me');
  });
});
