/*
 * The mail app's pages, one module so that the whole feature is one chunk, fetched when a mail
 * page is first opened.
 */
export { MessagesLayoutRoute } from './MessagesLayoutRoute';
export { MessagesFolderRoute, MessagesLabelRoute } from './MessagesListRoute';
export { MessagesThreadRoute } from './MessagesThreadRoute';
