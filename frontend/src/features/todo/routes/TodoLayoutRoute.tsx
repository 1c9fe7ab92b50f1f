import { useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useSearchParams } from 'react-router';
import { useRole } from '@/lib/session/use-role';
import type { TaskScope } from '../api/types';
import { ManageTagsDialog } from '../components/ManageTagsDialog';
import { TaskSheet } from '../components/TaskSheet';
import { TodoMessages } from '../components/TodoMessages';
import { TodoSidebar } from '../components/TodoSidebar';
import { useTaskSheet } from '../components/use-task-sheet';
import { TODO_SIDEBAR_ID, type TodoContext, useScope } from './todo-context';
import '../todo.css';

function TodoLayout() {
  const intl = useIntl();
  const admin = useRole() === 'admin';
  const scope = useScope();
  const [, setSearchParams] = useSearchParams();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // True from opening until the offcanvas has finished closing: it is a dialog all that time.
  const [sidebarDialog, setSidebarDialog] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const sheet = useTaskSheet();

  const context: TodoContext = {
    openNew: () => {
      setSidebarOpen(false);
      sheet.openNew();
    },
    openTask: sheet.openTask,
    openSidebar: () => {
      setSidebarDialog(true);
      setSidebarOpen(true);
    },
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
    <div className="todo-app d-flex align-items-start gap-4">
      <Offcanvas
        id={TODO_SIDEBAR_ID}
        responsive="lg"
        placement="start"
        show={sidebarOpen}
        onHide={() => setSidebarOpen(false)}
        onExited={() => setSidebarDialog(false)}
        // Named only as the dialog it is below lg: beside the list it is a plain container.
        aria-labelledby={sidebarDialog ? 'todo-sidebar-title' : undefined}
        className="todo-sidebar"
      >
        <Offcanvas.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <Offcanvas.Title as="h2" className="h5" id="todo-sidebar-title">
            <FormattedMessage id="todo.lists" />
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <TodoSidebar
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
        </Offcanvas.Body>
      </Offcanvas>
      <div className="flex-grow-1 min-w-0">
        <Outlet context={context} />
      </div>
      <TaskSheet key={sheet.key} {...sheet.props} />
      {admin ? <ManageTagsDialog show={tagsOpen} onHide={() => setTagsOpen(false)} /> : null}
    </div>
  );
}

/**
 * The To-do app: the views, tags and "whose tasks" switch (beside the list from the lg breakpoint,
 * an offcanvas below it), the page of the route, and the side sheet that adds and edits tasks.
 */
export function TodoLayoutRoute() {
  return (
    <TodoMessages>
      <TodoLayout />
    </TodoMessages>
  );
}
