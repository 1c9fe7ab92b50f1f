import type { UserListParams } from './get-users';

/** Every admin query's key; invalidation uses these too. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  retention: () => [...adminKeys.all, 'retention'] as const,
  sso: () => [...adminKeys.all, 'sso'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...adminKeys.users(), params] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  invitations: () => [...adminKeys.all, 'invitations'] as const,
  departments: () => [...adminKeys.all, 'departments'] as const,
};
