import type { MessageId } from '@/lib/i18n/catalogs';
import { messageIds } from '@/lib/i18n/message-ids';
import {
  ACTION_TYPES,
  type ActionType,
  RUN_STATES,
  SKIP_REASONS,
  type SkipReason,
  TEAM_ROLES,
  TEMPLATE_KINDS,
  TRIGGER_TYPES,
  type TeamRole,
  type TemplateKind,
  type TriggerType,
} from '../api/types';

/** Each template's name, as the page lists them. */
export const KIND_LABEL: Record<TemplateKind, MessageId> = messageIds(
  'automations.kind',
  TEMPLATE_KINDS,
);
export const ROLE_LABEL: Record<TeamRole, MessageId> = messageIds('automations.role', TEAM_ROLES);
export const TRIGGER_LABEL: Record<TriggerType, MessageId> = messageIds(
  'automations.trigger',
  TRIGGER_TYPES,
);
export const ACTION_LABEL: Record<ActionType, MessageId> = messageIds(
  'automations.action',
  ACTION_TYPES,
);
export const SKIP_LABEL: Record<SkipReason, MessageId> = messageIds(
  'automations.skip',
  SKIP_REASONS,
);
/** Keyed by any string: a state this page does not know yet is shown as it is. */
export const STATE_LABEL: Partial<Record<string, MessageId>> = messageIds(
  'automations.state',
  RUN_STATES,
);
