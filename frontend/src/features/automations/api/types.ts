import type { Schemas } from '@/lib/api/types';

export type MessageTemplate = Schemas['MessageTemplate'];
export type TemplateText = Schemas['TemplateText'];
export type TemplatePreview = Schemas['Preview'];
export type AutomationSettings = Schemas['AutomationSettings'];
export type DryRun = Schemas['DryRun'];
export type DryRunItem = Schemas['DryRunItem'];
export type Outcome = Schemas['Outcome'];
export type RuleRun = Schemas['RuleRun'];
export type RuleRunPage = Schemas['Page_RuleRun'];
export type StageView = Schemas['StageView'];

/** The mails a tenant may word, in the order the page lists them. */
export const TEMPLATE_KINDS = [
  'application_received',
  'stage_reached',
  'interview_invitation',
  'rejection',
  'offer_sent',
  'vacancy_closed',
  'waiting_update',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * The templates a rule may send: those that say nothing a rule cannot make true (a rejection, an
 * offer or a closing is told by the step that makes it so, never by a message alone).
 */
export const RULE_TEMPLATES = ['stage_reached', 'interview_invitation', 'waiting_update'] as const;

/** A member's part in a vacancy's hiring: whom a task or a notice is for. */
export const TEAM_ROLES = ['hiring_manager', 'recruiter', 'interviewer', 'coordinator'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Why an action did nothing. */
export const SKIP_REASONS = [
  'conditions_not_met',
  'moved_on',
  'closed',
  'no_address',
  'nobody_to_ask',
  'rule_off',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/*
 * A rule as the server reads and writes it. The OpenAPI document spells the multi-word fields of
 * triggers and actions in snake case (`stage_id`), but the server's serde names them in camel case
 * (`stageId`, `delayMinutes`, `dueInDays`), as its own tests and the API's documentation do: these
 * types say what is on the wire, and the client casts to the generated ones at its edge.
 */

/** When a rule acts. */
export type Trigger =
  | { type: 'entered_stage'; stageId: number }
  | { type: 'knocked_out' }
  | { type: 'idle'; stageId: number; days: number };
export type TriggerType = Trigger['type'];
export const TRIGGER_TYPES = ['entered_stage', 'knocked_out', 'idle'] as const;

/** Conditions an application must meet (all that are given). */
export interface Conditions {
  sources?: string[] | null;
  knockedOut?: boolean | null;
}

/** One thing a rule does. */
export type Action =
  | { type: 'send_template'; template: TemplateKind; delayMinutes?: number }
  | { type: 'create_task'; title: string; role: TeamRole; dueInDays?: number | null }
  | { type: 'notify_team'; role?: TeamRole | null }
  | { type: 'move_to_stage'; stageId: number }
  | { type: 'request_scorecard' };
export type ActionType = Action['type'];
export const ACTION_TYPES = [
  'send_template',
  'create_task',
  'notify_team',
  'move_to_stage',
  'request_scorecard',
] as const;
/** The most actions one rule takes. */
export const MAX_ACTIONS = 10;

/** A rule as an admin writes it. */
export interface RuleInput {
  name: string;
  trigger: Trigger;
  conditions: Conditions;
  actions: Action[];
  enabled: boolean;
}

/** A stored rule, with how often it acted. */
export type Rule = Omit<Schemas['Rule'], 'trigger' | 'conditions' | 'actions'> & {
  trigger: Trigger;
  conditions: Conditions;
  actions: Action[];
};

/** The states of an activity log entry. */
export const RUN_STATES = ['pending', 'done', 'skipped', 'cancelled', 'failed'] as const;
