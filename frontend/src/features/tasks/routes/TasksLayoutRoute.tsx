import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useSearchParams } from 'react-router';
import { SidebarLayout } from '@/components/ui/SidebarLayout';
import { useRole } from '@/lib/session/use-role';
import { useTask } from '../api/get-task';
import type { TaskScope } from '../api/types';
import { ManageTagsDialog } from '../components/ManageTagsDialog';
import { TaskSheet } from '../components/TaskSheet';
import { TasksMessages } from '../components/TasksMessages';
import { TasksSidebar } from '../components/TasksSidebar';
import { useTaskSheet } from '../components/use-task-sheet';
import { TASKS_SIDEBAR_ID, type TasksContext, useScope } from './tasks-context';
import '../tasks.css';

function TasksLayout() {
  const admin = useRole() === 'admin';
  const scope = useScope();
  const [searchParams, setSearchParams] = useSearchParams();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const sheet = useTaskSheet();
  const linkedId = Number(searchParams.get('task')) || null;
  const linked = useTask(linkedId);
  const [openedLink, setOpenedLink] = useState<number | null>(null);
  // The address names a task (a search result's link): its sheet opens once the task has arrived.
  if (linked.data && linkedId !== null && openedLink !== linkedId) {
    setOpenedLink(linkedId);
    sheet.openTask(linked.data);
  } else if (linkedId === null && openedLink !== null) {
    setOpenedLink(null);
  }

  const onHideSheet = () => {
    sheet.props.onHide();
    // Closed, the task is no longer part of the address (a reload would open it again).
    if (linkedId !== null) {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('task');
          return params;
        },
        { replace: true },
      );
    }
  };

  const context: TasksContext = {
    openNew: () => {
      setSidebarOpen(false);
      sheet.openNew();
    },
    openTask: sheet.openTask,
    openSidebar: () => setSidebarOpen(true),
  };

  const onScope = (next: TaskScope) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'everyone') params.set('who', 'everyone');
      else params.delete('who');
      params.delete('page');
      return params;
    });

  return (
    <>
      <SidebarLayout
        id={TASKS_SIDEBAR_ID}
        title={<FormattedMessage id="todo.lists" />}
        show={sidebarOpen}
        onHide={() => setSidebarOpen(false)}
        sidebar={
          <TasksSidebar
            scope={scope}
            onScope={onScope}
            onAdd={context.openNew}
            onManageTags={
              admin
                ? () => {
                    setSidebarOpen(false);
                    setTagsOpen(true);
                  }
                : undefined
            }
            onNavigate={() => setSidebarOpen(false)}
          />
        }
        className="todo-app"
      >
        <Outlet context={context} />
      </SidebarLayout>
      <TaskSheet key={sheet.key} {...sheet.props} onHide={onHideSheet} />
      {admin ? <ManageTagsDialog show={tagsOpen} onHide={() => setTagsOpen(false)} /> : null}
    </>
  );
}

/**
 * The To-do app: the views, tags and "whose tasks" switch (beside the list from the lg breakpoint,
 * an offcanvas below it), the page of the route, and the side sheet that adds and edits tasks.
 */
export function TasksLayoutRoute() {
  return (
    <TasksMessages>
      <TasksLayout />
    </TasksMessages>
  );
}
