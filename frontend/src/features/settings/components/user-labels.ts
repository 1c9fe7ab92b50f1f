import type { Schemas } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';
import { messageIds } from '@/lib/i18n/message-ids';

export type Role = Schemas['Role'];
export type UserStatus = Schemas['UserStatus'];

export const ROLES: readonly Role[] = ['user', 'staff', 'admin'];
export const STATUSES: readonly UserStatus[] = ['active', 'blocked', 'deactivated'];
/** The roles a colleague can be invited as (applicants register themselves). */
export const INVITABLE_ROLES: readonly Role[] = ['staff', 'admin'];

export const roleLabel: Record<Role, MessageId> = messageIds('users.role', ROLES);
export const statusLabel: Record<UserStatus, MessageId> = messageIds('users.status', STATUSES);

/** The badge colour only repeats what the word says. */
export const statusVariant: Record<UserStatus, { bg: string; text?: 'dark' }> = {
  active: { bg: 'success' },
  blocked: { bg: 'danger' },
  deactivated: { bg: 'secondary' },
};
