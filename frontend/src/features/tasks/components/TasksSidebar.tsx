import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { AlertCircle, CheckCircle, List, Plus, Settings, Star, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/CountBadge';
import { useTaskCounts } from '../api/get-task-counts';
import { useTaskTags } from '../api/task-tags';
import {
  TASK_VIEWS,
  type TaskCounts,
  type TaskScope,
  type TaskView,
  assigneeOf,
} from '../api/types';
import { tagPath, viewPath, viewTitle } from './tasks-text';

const viewIcon: Record<TaskView, ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>> = {
  all: List,
  starred: Star,
  important: AlertCircle,
  completed: CheckCircle,
  trashed: Trash2,
};

interface TasksSidebarProps {
  scope: TaskScope;
  onScope: (scope: TaskScope) => void;
  onAdd: () => void;
  /** Admins also change the tags. */
  onManageTags?: (() => void) | undefined;
  /** A view or tag was chosen (the sidebar closes on small screens). */
  onNavigate: () => void;
}

function viewCount(counts: TaskCounts | undefined, view: TaskView): number {
  return counts ? counts[view] : 0;
}

/** Add task, whose tasks, the views and the tags, each with how many tasks it lists. */
export function TasksSidebar({
  scope,
  onScope,
  onAdd,
  onManageTags,
  onNavigate,
}: TasksSidebarProps) {
  const intl = useIntl();
  const { data: counts } = useTaskCounts(assigneeOf(scope));
  const tags = useTaskTags();
  const everyone = scope === 'everyone';
  const tagCount = new Map(counts?.tags.map((tag) => [tag.name, tag.count]) ?? []);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `nav-link d-flex align-items-center gap-2${isActive ? ' active' : ''}`;
  return (
    <div className="w-100 page-sidebar-content">
      <Button className="w-100 mb-3" onClick={onAdd}>
        <Plus size={16} aria-hidden="true" className="me-2" />
        <FormattedMessage id="todo.addTask" />
      </Button>
      <ButtonGroup
        className="w-100 mb-3"
        size="sm"
        aria-label={intl.formatMessage({ id: 'todo.scope' })}
      >
        {(['mine', 'everyone'] as const).map((option) => (
          <Button
            key={option}
            variant={scope === option ? 'secondary' : 'outline-secondary'}
            aria-pressed={scope === option}
            onClick={() => onScope(option)}
          >
            <FormattedMessage id={option === 'mine' ? 'todo.scope.mine' : 'todo.scope.everyone'} />
          </Button>
        ))}
      </ButtonGroup>
      <nav aria-label={intl.formatMessage({ id: 'todo.views' })}>
        <ul className="nav nav-pills flex-column gap-1 page-sidebar-nav">
          {TASK_VIEWS.map((view) => {
            const Icon = viewIcon[view];
            return (
              <li key={view} className="nav-item">
                <NavLink to={viewPath(view, everyone)} className={linkClass} onClick={onNavigate}>
                  <Icon size={16} aria-hidden="true" />
                  <span className="flex-grow-1">
                    <FormattedMessage id={viewTitle[view]} />
                  </span>
                  {view === 'all' ? (
                    <CountBadge
                      count={counts?.overdue ?? 0}
                      text="todo.overdueCount"
                      className="text-bg-danger"
                    />
                  ) : null}
                  <CountBadge count={viewCount(counts, view)} text="todo.count" />
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="h6 text-body-secondary mt-4 mb-2 px-3" id="todo-tags-title">
        <FormattedMessage id="todo.tags" />
      </h2>
      {tags.data && tags.data.length > 0 ? (
        <nav aria-labelledby="todo-tags-title">
          <ul className="nav nav-pills flex-column gap-1 page-sidebar-nav">
            {tags.data.map((tag) => (
              <li key={tag.id} className="nav-item">
                <NavLink
                  to={tagPath(tag.name, everyone)}
                  className={linkClass}
                  onClick={onNavigate}
                >
                  <span className={`color-dot bg-${tag.color} flex-shrink-0`} aria-hidden="true" />
                  <span className="flex-grow-1 text-break">{tag.name}</span>
                  <CountBadge count={tagCount.get(tag.name) ?? 0} text="todo.count" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="small text-body-secondary px-3 mb-0">
          <FormattedMessage id={tags.isPending ? 'todo.tags.loading' : 'todo.tags.none'} />
        </p>
      )}
      {onManageTags ? (
        <Button variant="outline-secondary" size="sm" className="w-100 mt-3" onClick={onManageTags}>
          <Settings size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="todo.manageTags" />
        </Button>
      ) : null}
    </div>
  );
}
