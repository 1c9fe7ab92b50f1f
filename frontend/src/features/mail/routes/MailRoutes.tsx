/*
 * The mail app's pages, one module so that the whole feature is one chunk, fetched when a mail
 * page is first opened.
 */
export { MailLayoutRoute } from './MailLayoutRoute';
export { MailFolderRoute, MailLabelRoute } from './MailListRoute';
export { MailThreadRoute } from './MailThreadRoute';
