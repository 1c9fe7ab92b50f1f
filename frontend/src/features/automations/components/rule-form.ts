import type {
  Action,
  ActionType,
  Conditions,
  Rule,
  RuleInput,
  TeamRole,
  TemplateKind,
  Trigger,
  TriggerType,
} from '../api/types';

/** One action as the form holds it: every type's fields, as typed (numbers as text). */
export interface ActionDraft {
  /** A key for React that stays with the action when it moves. */
  key: number;
  type: ActionType;
  template: TemplateKind;
  delayMinutes: string;
  title: string;
  role: TeamRole;
  dueInDays: string;
  /** Whom a notice is for: `''` for the whole team. */
  notifyRole: TeamRole | '';
  stageId: string;
}

/** A rule as its form holds it. */
export interface RuleForm {
  name: string;
  trigger: TriggerType;
  stageId: string;
  days: string;
  /** Sources, separated by commas; empty for any. */
  sources: string;
  /** `''` either way, `yes` knocked out only, `no` not knocked out only. */
  knockedOut: '' | 'yes' | 'no';
  actions: ActionDraft[];
  enabled: boolean;
}

let nextKey = 1;

export function blankAction(type: ActionType = 'send_template', stageId = ''): ActionDraft {
  nextKey += 1;
  return {
    key: nextKey,
    type,
    template: 'interview_invitation',
    delayMinutes: '0',
    title: '',
    role: 'recruiter',
    dueInDays: '',
    notifyRole: '',
    stageId,
  };
}

function draftOf(action: Action): ActionDraft {
  const draft = blankAction(action.type);
  switch (action.type) {
    case 'send_template':
      return {
        ...draft,
        template: action.template,
        delayMinutes: String(action.delayMinutes ?? 0),
      };
    case 'create_task':
      return {
        ...draft,
        title: action.title,
        role: action.role,
        dueInDays: action.dueInDays == null ? '' : String(action.dueInDays),
      };
    case 'notify_team':
      return { ...draft, notifyRole: action.role ?? '' };
    case 'move_to_stage':
      return { ...draft, stageId: String(action.stageId) };
    case 'request_scorecard':
      return draft;
  }
}

/** The form for a rule (or a new one, whose trigger is the first stage). */
export function formOf(rule: Rule | null, firstStageId: number | undefined): RuleForm {
  const stage = firstStageId === undefined ? '' : String(firstStageId);
  if (!rule) {
    return {
      name: '',
      trigger: 'entered_stage',
      stageId: stage,
      days: '7',
      sources: '',
      knockedOut: '',
      actions: [blankAction()],
      enabled: false,
    };
  }
  const { trigger, conditions } = rule;
  return {
    name: rule.name,
    trigger: trigger.type,
    stageId: trigger.type === 'knocked_out' ? stage : String(trigger.stageId),
    days: trigger.type === 'idle' ? String(trigger.days) : '7',
    sources: (conditions.sources ?? []).join(', '),
    knockedOut: conditions.knockedOut == null ? '' : conditions.knockedOut ? 'yes' : 'no',
    actions: rule.actions.map(draftOf),
    enabled: rule.enabled,
  };
}

/** A number typed in a field (a blank or a word the server refuses as it is). */
function numberOf(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : value;
}

function triggerOf(form: RuleForm): Trigger {
  switch (form.trigger) {
    case 'entered_stage':
      return { type: 'entered_stage', stageId: numberOf(form.stageId) };
    case 'knocked_out':
      return { type: 'knocked_out' };
    case 'idle':
      return { type: 'idle', stageId: numberOf(form.stageId), days: numberOf(form.days) };
  }
}

function conditionsOf(form: RuleForm): Conditions {
  const sources = form.sources
    .split(',')
    .map((source) => source.trim())
    .filter(Boolean);
  return {
    ...(sources.length > 0 ? { sources } : {}),
    ...(form.knockedOut ? { knockedOut: form.knockedOut === 'yes' } : {}),
  };
}

function actionOf(draft: ActionDraft): Action {
  switch (draft.type) {
    case 'send_template':
      return {
        type: 'send_template',
        template: draft.template,
        delayMinutes: draft.delayMinutes.trim() === '' ? 0 : numberOf(draft.delayMinutes),
      };
    case 'create_task':
      return {
        type: 'create_task',
        title: draft.title.trim(),
        role: draft.role,
        ...(draft.dueInDays.trim() === '' ? {} : { dueInDays: numberOf(draft.dueInDays) }),
      };
    case 'notify_team':
      return { type: 'notify_team', ...(draft.notifyRole ? { role: draft.notifyRole } : {}) };
    case 'move_to_stage':
      return { type: 'move_to_stage', stageId: numberOf(draft.stageId) };
    case 'request_scorecard':
      return { type: 'request_scorecard' };
  }
}

/** The rule the form describes, as the server reads it. */
export function ruleInputOf(form: RuleForm): RuleInput {
  return {
    name: form.name.trim(),
    trigger: triggerOf(form),
    conditions: conditionsOf(form),
    actions: form.actions.map(actionOf),
    enabled: form.enabled,
  };
}

/** A stored rule as it is sent back (to turn it on or off). */
export function inputOfRule(rule: Rule, enabled = rule.enabled): RuleInput {
  return {
    name: rule.name,
    trigger: rule.trigger,
    conditions: rule.conditions,
    actions: rule.actions,
    enabled,
  };
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
