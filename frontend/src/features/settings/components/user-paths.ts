/** Where a user's page and their edit form are. */
export const userViewPath = (id: string) => `/app/user/view/${id}`;
export const userEditPath = (id: string) => `/app/user/edit/${id}`;
export const USER_LIST_PATH = '/app/user/list';
