import type { UserListParams } from './get-users';

/** Every settings query's key (the values stay `admin`); invalidation uses these too. */
export const settingsKeys = {
  all: ['admin'] as const,
  settings: () => [...settingsKeys.all, 'settings'] as const,
  retention: () => [...settingsKeys.all, 'retention'] as const,
  sso: () => [...settingsKeys.all, 'sso'] as const,
  users: () => [...settingsKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...settingsKeys.users(), params] as const,
  user: (id: string) => [...settingsKeys.users(), 'detail', id] as const,
  invitations: () => [...settingsKeys.all, 'invitations'] as const,
  departments: () => [...settingsKeys.all, 'departments'] as const,
};
