/*
 * The To-do app's pages, one module so that the whole app is one chunk, fetched when a To-do page
 * is first opened.
 */
export { TasksLayoutRoute } from './TasksLayoutRoute';
export { TasksTagRoute, TasksViewRoute } from './TasksListRoute';
