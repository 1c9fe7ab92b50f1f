import type { MessageId } from '@/lib/i18n/catalogs';
import type { ActionType, SkipReason, TeamRole, TemplateKind, TriggerType } from '../api/types';

/** Each template's name, as the page lists them. */
export const KIND_LABEL: Record<TemplateKind, MessageId> = {
  application_received: 'automations.kind.application_received',
  stage_reached: 'automations.kind.stage_reached',
  interview_invitation: 'automations.kind.interview_invitation',
  rejection: 'automations.kind.rejection',
  offer_sent: 'automations.kind.offer_sent',
  vacancy_closed: 'automations.kind.vacancy_closed',
  waiting_update: 'automations.kind.waiting_update',
};

export const ROLE_LABEL: Record<TeamRole, MessageId> = {
  hiring_manager: 'automations.role.hiring_manager',
  recruiter: 'automations.role.recruiter',
  interviewer: 'automations.role.interviewer',
  coordinator: 'automations.role.coordinator',
};

export const TRIGGER_LABEL: Record<TriggerType, MessageId> = {
  entered_stage: 'automations.trigger.entered_stage',
  knocked_out: 'automations.trigger.knocked_out',
  idle: 'automations.trigger.idle',
};

export const ACTION_LABEL: Record<ActionType, MessageId> = {
  send_template: 'automations.action.send_template',
  create_task: 'automations.action.create_task',
  notify_team: 'automations.action.notify_team',
  move_to_stage: 'automations.action.move_to_stage',
  request_scorecard: 'automations.action.request_scorecard',
};

export const SKIP_LABEL: Record<SkipReason, MessageId> = {
  conditions_not_met: 'automations.skip.conditions_not_met',
  moved_on: 'automations.skip.moved_on',
  closed: 'automations.skip.closed',
  no_address: 'automations.skip.no_address',
  nobody_to_ask: 'automations.skip.nobody_to_ask',
  rule_off: 'automations.skip.rule_off',
};

export const STATE_LABEL: Record<string, MessageId> = {
  pending: 'automations.state.pending',
  done: 'automations.state.done',
  skipped: 'automations.state.skipped',
  cancelled: 'automations.state.cancelled',
  failed: 'automations.state.failed',
};
