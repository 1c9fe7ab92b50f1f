import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AlertCircle, RotateCcw, Star } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TagColor, Task, TaskPatch } from '../api/types';
import { DueDate, TagBadges, TaskLinks } from './TaskDetails';

interface TaskRowProps {
  task: Task;
  /** Each tag's colour, by name. */
  colors: ReadonlyMap<string, TagColor>;
  /** Opens the task in the side sheet. */
  onOpen: () => void;
  /** Done, starred or important, changed from the row. */
  onChange: (change: TaskPatch) => void;
  onRestore: () => void;
  busy: boolean;
  /** The assignee is left out where every task is the reader's own. */
  showAssignee?: boolean;
}

/**
 * One task of a list: done, its title (opens it), tags, assignee, due date and links, and the
 * star and important toggles; a task in the trash can only be restored.
 */
/** The row's two flags, each a toggle named with the task's title. */
const TOGGLES = [
  { flag: 'isStarred', className: 'todo-star', label: 'todo.starNamed', Icon: Star },
  {
    flag: 'isImportant',
    className: 'todo-important',
    label: 'todo.importantNamed',
    Icon: AlertCircle,
  },
] as const;

export function TaskRow({
  task,
  colors,
  onOpen,
  onChange,
  onRestore,
  busy,
  showAssignee = true,
}: TaskRowProps) {
  const intl = useIntl();
  const title = task.title;
  const trashed = task.isTrashed;
  return (
    <li
      className={`list-group-item todo-row d-flex align-items-start gap-2 py-2${task.isCompleted ? ' todo-done' : ''}`}
    >
      {trashed ? null : (
        <Form.Check
          id={`todo-done-${task.id}`}
          className="mt-1 flex-shrink-0"
          checked={task.isCompleted}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'todo.markDone' }, { title })}
          onChange={(event) => onChange({ isCompleted: event.target.checked })}
        />
      )}
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button
            type="button"
            className="btn btn-link p-0 text-start mw-100 text-break todo-title"
            onClick={onOpen}
          >
            {title}
          </button>
          <TagBadges tags={task.tags} colors={colors} />
        </div>
        <div className="small text-body-secondary d-flex flex-wrap align-items-center column-gap-3 row-gap-1 mt-1">
          {showAssignee ? (
            <span>
              {task.assignee ? (
                <FormattedMessage id="todo.assignedTo" values={{ name: task.assignee.name }} />
              ) : (
                <FormattedMessage id="todo.unassigned" />
              )}
            </span>
          ) : null}
          <DueDate task={task} />
          <TaskLinks task={task} />
        </div>
      </div>
      {trashed ? (
        <Button
          variant="outline-secondary"
          size="sm"
          className="flex-shrink-0"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'todo.restoreNamed' }, { title })}
          onClick={onRestore}
        >
          <RotateCcw size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="todo.restore" />
        </Button>
      ) : (
        <div className="d-flex flex-shrink-0">
          {TOGGLES.map(({ flag, className, label, Icon }) => (
            <button
              key={flag}
              type="button"
              className={`btn btn-link p-1 lh-1 todo-toggle ${className}${task[flag] ? ' on' : ''}`}
              aria-pressed={task[flag]}
              aria-label={intl.formatMessage({ id: label }, { title })}
              disabled={busy}
              onClick={() => onChange({ [flag]: !task[flag] })}
            >
              <Icon size={16} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
