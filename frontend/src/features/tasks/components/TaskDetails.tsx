import { Briefcase, User } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Task, TagColor } from '../api/types';
import { applicationPath, dueDay, tagBadgeClass, vacancyPath } from './tasks-text';

/** A task's tags in their colours (a tag deleted meanwhile is grey). */
export function TagBadges({
  tags,
  colors,
}: {
  tags: readonly string[];
  colors: ReadonlyMap<string, TagColor>;
}) {
  if (tags.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} className={tagBadgeClass(colors.get(tag))}>
          {tag}
        </span>
      ))}
    </span>
  );
}

/** When the task is due; a red "Overdue" while it is open and late. */
export function DueDate({ task }: { task: Pick<Task, 'dueDate' | 'isOverdue'> }) {
  if (!task.dueDate) return null;
  return (
    <span className="d-inline-flex align-items-center gap-1 text-nowrap">
      <FormattedMessage
        id="todo.due"
        values={{
          date: <FormattedDate value={dueDay(task.dueDate)} dateStyle="medium" timeZone="UTC" />,
        }}
      />
      {task.isOverdue ? (
        <span className="badge text-bg-danger">
          <FormattedMessage id="todo.overdue" />
        </span>
      ) : null}
    </span>
  );
}

/** Links to the vacancy and the application a task is about. */
export function TaskLinks({ task }: { task: Pick<Task, 'vacancy' | 'application'> }) {
  const intl = useIntl();
  const { vacancy, application } = task;
  if (!vacancy && !application) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {vacancy ? (
        <Link
          to={vacancyPath(vacancy.id)}
          className="todo-chip"
          aria-label={intl.formatMessage({ id: 'todo.link.vacancy' }, { title: vacancy.title })}
        >
          <Briefcase size={12} aria-hidden="true" className="flex-shrink-0" />
          <span className="text-truncate">{vacancy.title}</span>
        </Link>
      ) : null}
      {application ? (
        <Link
          to={applicationPath(application.id)}
          className="todo-chip"
          aria-label={intl.formatMessage(
            { id: 'todo.link.application' },
            { name: application.applicantName },
          )}
        >
          <User size={12} aria-hidden="true" className="flex-shrink-0" />
          <span className="text-truncate">{application.applicantName}</span>
        </Link>
      ) : null}
    </span>
  );
}
