import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { Action, Outcome, StageView, TemplateKind, Trigger } from '../api/types';
import { KIND_LABEL, ROLE_LABEL, SKIP_LABEL } from './labels';

/**
 * A rule's parts in the reader's words: its trigger, each action, and what an action did (or, in
 * a dry run, would do). Stages are named from the vacancy's process.
 */
export function useRuleWords(stages: readonly StageView[]) {
  const intl = useIntl();
  const { codeText } = useApiErrorText();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const stageName = (id: number) =>
    stages.find((stage) => stage.id === id)?.name ?? t('automations.unknownStage');
  const list = (names: readonly string[]) =>
    names.length > 0 ? intl.formatList(names, { type: 'conjunction' }) : t('automations.nobody');
  const template = (kind: string) =>
    kind in KIND_LABEL ? t(KIND_LABEL[kind as TemplateKind]) : kind;

  const triggerText = (trigger: Trigger): string => {
    switch (trigger.type) {
      case 'entered_stage':
        return t('automations.when.entered_stage', { stage: stageName(trigger.stageId) });
      case 'knocked_out':
        return t('automations.when.knocked_out');
      case 'idle':
        return t('automations.when.idle', {
          stage: stageName(trigger.stageId),
          days: trigger.days,
        });
    }
  };

  const actionText = (action: Action | undefined): string => {
    switch (action?.type) {
      case 'send_template':
        return action.delayMinutes
          ? t('automations.then.send_template_later', {
              template: template(action.template),
              minutes: action.delayMinutes,
            })
          : t('automations.then.send_template', { template: template(action.template) });
      case 'create_task':
        return t('automations.then.create_task', {
          title: action.title,
          role: t(ROLE_LABEL[action.role]),
        });
      case 'notify_team':
        return action.role
          ? t('automations.then.notify_role', { role: t(ROLE_LABEL[action.role]) })
          : t('automations.then.notify_team');
      case 'move_to_stage':
        return t('automations.then.move_to_stage', { stage: stageName(action.stageId) });
      case 'request_scorecard':
        return t('automations.then.request_scorecard');
      case undefined:
        return t('automations.then.gone');
    }
  };

  const outcomeText = (outcome: Outcome): string => {
    switch (outcome.type) {
      case 'sent':
        return t('automations.outcome.sent', {
          subject: outcome.subject,
          language: intl.formatDisplayName(outcome.locale, { type: 'language' }) ?? outcome.locale,
        });
      case 'task_created':
        return t('automations.outcome.task_created', {
          title: outcome.title,
          people: list(outcome.assignees),
        });
      case 'team_notified':
        return t('automations.outcome.team_notified', { people: list(outcome.recipients) });
      case 'moved':
        return t('automations.outcome.moved', { stage: outcome.stage });
      case 'scorecards_requested':
        return t('automations.outcome.scorecards_requested', {
          people: list(outcome.interviewers),
        });
      case 'closed':
        return t('automations.outcome.closed', { count: outcome.applications });
      case 'skipped':
        return t('automations.outcome.skipped', {
          reason: outcome.reason in SKIP_LABEL ? t(SKIP_LABEL[outcome.reason]) : outcome.reason,
        });
      case 'failed':
        return t('automations.outcome.failed', { reason: codeText(outcome.code) });
    }
  };

  return { triggerText, actionText, outcomeText, stageName };
}
