import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Menu } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { AddressSearchBox } from '@/components/ui/AddressSearchBox';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagedResults } from '@/components/ui/PagedResults';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useTasks } from '../api/get-tasks';
import { useRestoreTask, useUpdateTask } from '../api/save-task';
import { useTaskTags } from '../api/task-tags';
import { type TaskListParams, type TaskView, assigneeOf } from '../api/types';
import { TaskRow } from '../components/TaskRow';
import { tagBadgeClass, viewPath, viewTitle } from '../components/tasks-text';
import { TASKS_SIDEBAR_ID, useScope, useTasksContext } from './tasks-context';

const TASKS_PER_PAGE = 20;
interface TaskListProps {
  view?: TaskView;
  tag?: string;
}

function TaskList({ view, tag }: TaskListProps) {
  const intl = useIntl();
  const { errorText, codeText } = useApiErrorText();
  const { openTask, openSidebar } = useTasksContext();
  const scope = useScope();
  const { q, page, hrefForPage } = useAddressFilters();
  const assignee = assigneeOf(scope);
  const params: TaskListParams = {
    ...(view ? { filter: view } : { tag }),
    ...(assignee ? { assignee } : {}),
    ...(q ? { q } : {}),
    page,
    perPage: TASKS_PER_PAGE,
  };
  const list = useTasks(params);
  const tags = useTaskTags();
  const update = useUpdateTask();
  const restore = useRestoreTask();
  const colors = new Map(tags.data?.map((known) => [known.name, known.color]) ?? []);
  const title = view ? intl.formatMessage({ id: viewTitle[view] }) : (tag ?? '');
  const actionError = update.error ?? restore.error;
  // A tag renamed or deleted since the link was made: said plainly, with the way back.
  const unknownTag =
    list.error instanceof ApiError && list.error.fields.tag?.code === 'task_tag_unknown';

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          variant="outline-secondary"
          className="d-lg-none"
          aria-controls={TASKS_SIDEBAR_ID}
          aria-label={intl.formatMessage({ id: 'todo.showLists' })}
          onClick={openSidebar}
        >
          <Menu size={18} aria-hidden="true" />
        </Button>
        <h1 id="page-title" className="h3 mb-0 me-auto d-flex align-items-center gap-2 text-break">
          {tag ? (
            <>
              <span className="visually-hidden">
                <FormattedMessage id="todo.tagTitle" values={{ tag }} />
              </span>
              <span aria-hidden="true" className={tagBadgeClass(colors.get(tag))}>
                {tag}
              </span>
            </>
          ) : (
            title
          )}
        </h1>
        <AddressSearchBox
          label={intl.formatMessage({ id: 'todo.search' })}
          className="flex-grow-1 list-search"
        />
      </div>
      {view === 'trashed' ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="todo.trashHint" />
        </p>
      ) : null}
      <FormAlert message={actionError ? errorText(actionError) : null} />
      {unknownTag ? (
        <EmptyState title={codeText('task_tag_unknown')}>
          <Link to={viewPath('all', scope === 'everyone')}>
            <FormattedMessage id="todo.backToAll" />
          </Link>
        </EmptyState>
      ) : (
        <PagedResults
          query={list}
          emptyTitle={intl.formatMessage({ id: q ? 'todo.noMatches' : 'todo.empty' })}
          hrefForPage={hrefForPage}
        >
          {(items) => {
            const first = list.data ? (list.data.page - 1) * list.data.perPage + 1 : 1;
            // False when a search matches more than 1,000: the total then reads "1,000+".
            const exact = list.data?.totalExact ?? true;
            return (
              <>
                <Card>
                  <ul
                    className="list-group list-group-flush"
                    aria-label={intl.formatMessage({ id: 'todo.listLabel' }, { list: title })}
                  >
                    {items.map((task) => (
                      <TaskRow
                        key={task.id}
                        task={task}
                        colors={colors}
                        busy={restore.isPending && restore.variables === task.id}
                        onOpen={() => openTask(task)}
                        onChange={(change) => update.mutate({ id: task.id, change })}
                        onRestore={() => restore.mutate(task.id)}
                      />
                    ))}
                  </ul>
                </Card>
                <p className="small text-body-secondary text-center mt-3 mb-0">
                  <FormattedMessage
                    id={exact ? 'todo.range' : 'todo.rangeAtLeast'}
                    values={{
                      from: first,
                      to: first + items.length - 1,
                      total: list.data?.total ?? items.length,
                    }}
                  />
                </p>
              </>
            );
          }}
        </PagedResults>
      )}
    </section>
  );
}

/** A view's list: all, starred, important, completed or the trash. */
export function TasksViewRoute({ view }: { view: TaskView }) {
  return <TaskList key={view} view={view} />;
}

/** Every task with a tag, outside the trash. */
export function TasksTagRoute() {
  const { tag = '' } = useParams();
  return <TaskList key={tag} tag={tag} />;
}
