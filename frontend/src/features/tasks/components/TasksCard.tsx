import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/save-task';
import { useTaskTags } from '../api/task-tags';
import type { TaskApplication, TaskListParams, TaskVacancy } from '../api/types';
import { DueDate, TagBadges, TaskLinks } from './TaskDetails';
import { TaskSheet } from './TaskSheet';
import { TasksMessages } from './TasksMessages';
import { type TaskLink, useTaskSheet } from './use-task-sheet';
import '../tasks.css';

/** How many open tasks a card lists; the To-do app has the rest. */
const CARD_TASKS = 5;

/** Whose open tasks a card lists: an application's, a vacancy's, or the reader's own. */
export type TasksCardAbout =
  { application: TaskApplication; vacancy: TaskVacancy } | { vacancy: TaskVacancy } | 'mine';

function paramsOf(about: TasksCardAbout): TaskListParams {
  const base: TaskListParams = { filter: 'open', page: 1, perPage: CARD_TASKS };
  if (about === 'mine') return { ...base, assignee: 'me' };
  if ('application' in about) return { ...base, applicationId: about.application.id };
  return { ...base, vacancyId: about.vacancy.id };
}

function linkOf(about: TasksCardAbout): TaskLink {
  if (about === 'mine') return {};
  if ('application' in about) return { application: about.application, vacancy: about.vacancy };
  return { vacancy: about.vacancy };
}

function TasksCardBody({ about }: { about: TasksCardAbout }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const list = useTasks(paramsOf(about));
  const tags = useTaskTags();
  const update = useUpdateTask();
  const sheet = useTaskSheet();
  const mine = about === 'mine';
  const colors = new Map(tags.data?.map((tag) => [tag.name, tag.color]) ?? []);
  const headingId = `todo-card-${mine ? 'mine' : 'application' in about ? `application-${about.application.id}` : `vacancy-${about.vacancy.id}`}`;
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  // False past 1,000 tasks (the server's cap on counting): the total then reads "1,000+".
  const exact = list.data?.totalExact ?? true;

  let body;
  if (list.isPending) {
    body = (
      <p className="small text-body-secondary mb-0" role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  } else if (list.isError) {
    body = <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="todo.card.empty" />
      </p>
    );
  } else {
    body = (
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {items.map((task) => (
          <li
            key={task.id}
            className={`d-flex align-items-start gap-2${task.isCompleted ? ' todo-done' : ''}`}
          >
            <Form.Check
              id={`todo-card-done-${task.id}`}
              className="mt-1 flex-shrink-0"
              checked={task.isCompleted}
              aria-label={intl.formatMessage({ id: 'todo.markDone' }, { title: task.title })}
              onChange={(event) =>
                update.mutate({ id: task.id, change: { isCompleted: event.target.checked } })
              }
            />
            <div className="flex-grow-1 min-w-0">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start mw-100 text-break todo-title"
                  onClick={() => sheet.openTask(task)}
                >
                  {task.title}
                </button>
                <TagBadges tags={task.tags} colors={colors} />
              </div>
              <div className="small text-body-secondary d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
                {mine ? null : (
                  <span>
                    {task.assignee ? (
                      <FormattedMessage
                        id="todo.assignedTo"
                        values={{ name: task.assignee.name }}
                      />
                    ) : (
                      <FormattedMessage id="todo.unassigned" />
                    )}
                  </span>
                )}
                <DueDate task={task} />
                {mine ? <TaskLinks task={task} /> : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <TitledCard
      id={headingId}
      title={<FormattedMessage id={mine ? 'todo.card.mine' : 'todo.card.title'} />}
      actions={
        <Button variant="outline-primary" size="sm" onClick={() => sheet.openNew(linkOf(about))}>
          <Plus size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="todo.addTask" />
        </Button>
      }
    >
      <FormAlert message={update.error ? errorText(update.error) : null} />
      {body}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-3 small">
        {total > items.length ? (
          <span className="text-body-secondary me-auto">
            <FormattedMessage
              id={exact ? 'todo.card.more' : 'todo.card.moreAtLeast'}
              values={{ shown: items.length, total }}
            />
          </span>
        ) : null}
        <Link to={mine ? '/todo/all' : '/todo/all?who=everyone'} className="ms-auto">
          <FormattedMessage id="todo.card.open" />
        </Link>
      </div>
      <TaskSheet key={sheet.key} {...sheet.props} />
    </TitledCard>
  );
}

/**
 * The open tasks about an application or a vacancy (everyone's), or the reader's own, with the
 * overdue ones marked: done with one click, opened in the side sheet, and "Add task", which adds
 * one about the page's application or vacancy.
 */
export function TasksCard({ about }: { about: TasksCardAbout }) {
  return (
    <TasksMessages>
      <TasksCardBody about={about} />
    </TasksMessages>
  );
}
