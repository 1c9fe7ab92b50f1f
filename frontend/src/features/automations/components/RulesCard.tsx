import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Activity, Edit2, type Icon as FeatherIcon, PlayCircle, Plus, Trash2 } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  useChangeRule,
  useDeleteRule,
  useDryRun,
  useRuleStages,
  useRuleVacancies,
  useRules,
} from '../api/rules';
import type { Rule, StageView } from '../api/types';
import { ActivityPanel } from './ActivityPanel';
import { DryRunPanel } from './DryRunPanel';
import { inputOfRule } from './rule-form';
import { RuleDialog } from './RuleDialog';
import { useRuleWords } from './use-rule-words';

type Announce = (message: string) => void;

/**
 * `?vacancy=<id>`: whose rules are shown; `&log=<rule>&page=<n>`: whose activity log is open, and
 * which of its pages.
 */
function useRulesAddress() {
  const [params, setParams] = useSearchParams();
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const vacancyId = number('vacancy');
  const logId = number('log');
  return {
    vacancyId,
    logId,
    page: number('page') ?? 1,
    choose: (id: number | null) => setParams(id === null ? {} : { vacancy: String(id) }),
    openLog: (ruleId: number) =>
      setParams({ vacancy: String(vacancyId ?? ''), log: String(ruleId) }),
    closeLog: () => setParams({ vacancy: String(vacancyId ?? '') }),
    hrefForPage: (next: number) => `?vacancy=${vacancyId ?? ''}&log=${logId ?? ''}&page=${next}`,
  };
}

/** One of a rule's buttons: its accessible name (`of`, with the rule's name), icon and text. */
interface RuleButton {
  of: MessageId;
  text?: MessageId;
  icon: FeatherIcon;
  onClick: () => void;
  danger?: boolean;
}

function RuleItem({
  rule,
  stages,
  announce,
  onEdit,
  onDelete,
  onDryRun,
  onActivity,
}: {
  rule: Rule;
  stages: readonly StageView[];
  announce: Announce;
  onEdit: () => void;
  onDelete: () => void;
  onDryRun: () => void;
  onActivity: () => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const words = useRuleWords(stages);
  const change = useChangeRule();
  const { name } = rule;
  const toggle = () =>
    change.mutate(
      { id: rule.id, input: inputOfRule(rule, !rule.enabled) },
      {
        onSuccess: (saved) =>
          announce(
            intl.formatMessage(
              { id: saved.enabled ? 'automations.rules.turnedOn' : 'automations.rules.turnedOff' },
              { name },
            ),
          ),
      },
    );
  const button = ({ of, text, icon: Icon, onClick, danger }: RuleButton) => (
    <Button
      key={of}
      variant={danger ? 'outline-danger' : 'outline-secondary'}
      size="sm"
      aria-label={intl.formatMessage({ id: of }, { name })}
      onClick={onClick}
    >
      <Icon size={14} aria-hidden className={text ? 'me-1' : undefined} />
      {text ? <FormattedMessage id={text} /> : null}
    </Button>
  );
  return (
    <li className="list-group-item px-0">
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1 text-break" style={{ minWidth: '12rem' }}>
          <h3 className="h6 d-inline mb-0">{name}</h3>
          <Badge bg={rule.enabled ? 'success' : 'secondary'} className="ms-2">
            <FormattedMessage
              id={rule.enabled ? 'automations.rules.on' : 'automations.rules.draft'}
            />
          </Badge>
          <div className="small">{words.triggerText(rule.trigger)}</div>
          <ol className="small mb-1 ps-3">
            {rule.actions.map((action, index) => (
              <li key={index}>{words.actionText(action)}</li>
            ))}
          </ol>
          <div className="small text-body-secondary">
            <FormattedMessage
              id="automations.rules.runs"
              values={{ done: rule.runsDone, failed: rule.runsFailed }}
            />
            {' · '}
            {rule.lastRunAt ? (
              <FormattedMessage
                id="automations.rules.lastRun"
                values={{
                  date: (
                    <FormattedDate value={rule.lastRunAt} dateStyle="medium" timeStyle="short" />
                  ),
                }}
              />
            ) : (
              <FormattedMessage id="automations.rules.neverRun" />
            )}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-1">
          {(
            [
              {
                of: 'automations.rules.dryRunOf',
                text: 'automations.rules.dryRun',
                icon: PlayCircle,
                onClick: onDryRun,
              },
              {
                of: 'automations.rules.activityOf',
                text: 'automations.rules.activity',
                icon: Activity,
                onClick: onActivity,
              },
            ] satisfies RuleButton[]
          ).map(button)}
          <PendingButton
            variant={rule.enabled ? 'outline-secondary' : 'outline-success'}
            size="sm"
            pending={change.isPending}
            aria-label={intl.formatMessage(
              { id: rule.enabled ? 'automations.rules.turnOffOf' : 'automations.rules.turnOnOf' },
              { name },
            )}
            onClick={toggle}
          >
            <FormattedMessage
              id={rule.enabled ? 'automations.rules.turnOff' : 'automations.rules.turnOn'}
            />
          </PendingButton>
          {(
            [
              { of: 'automations.rules.editOf', icon: Edit2, onClick: onEdit },
              { of: 'automations.rules.deleteOf', icon: Trash2, onClick: onDelete, danger: true },
            ] satisfies RuleButton[]
          ).map(button)}
        </div>
      </div>
      <FormAlert message={change.error ? errorText(change.error) : null} />
    </li>
  );
}

type Dialog = { kind: 'new' } | { kind: 'edit' | 'delete'; rule: Rule };

/** A vacancy's rules: the list, writing and changing one, its dry run and its activity log. */
function VacancyRules({
  vacancyId,
  address,
  announce,
}: {
  vacancyId: number;
  address: ReturnType<typeof useRulesAddress>;
  announce: Announce;
}) {
  const intl = useIntl();
  const rules = useRules(vacancyId);
  const stages = useRuleStages(vacancyId);
  const dryRun = useDryRun();
  const remove = useDeleteRule();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dryRunOf, setDryRunOf] = useState<number | null>(null);
  const close = () => setDialog(null);

  if (rules.isPending || stages.isPending) return <LoadingCard lines={3} />;
  if (rules.error || stages.error) {
    return (
      <QueryErrorState
        error={rules.error ?? stages.error}
        onRetry={() => {
          void rules.refetch();
          void stages.refetch();
        }}
      />
    );
  }
  const stageList = stages.data;
  const tried = rules.data.find((rule) => rule.id === dryRunOf);
  const logged = rules.data.find((rule) => rule.id === address.logId);
  const runDry = (rule: Rule) => {
    setDryRunOf(rule.id);
    dryRun.mutate(rule.id);
  };

  return (
    <>
      {rules.data.length === 0 ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="automations.rules.none" />
        </p>
      ) : (
        <ul className="list-group list-group-flush mb-3">
          {rules.data.map((rule) => (
            <RuleItem
              key={rule.id}
              rule={rule}
              stages={stageList}
              announce={announce}
              onEdit={() => setDialog({ kind: 'edit', rule })}
              onDelete={() => setDialog({ kind: 'delete', rule })}
              onDryRun={() => runDry(rule)}
              onActivity={() => address.openLog(rule.id)}
            />
          ))}
        </ul>
      )}
      <Button variant="outline-primary" className="mb-3" onClick={() => setDialog({ kind: 'new' })}>
        <Plus size={16} aria-hidden className="me-1" />
        <FormattedMessage id="automations.rules.new" />
      </Button>
      {tried ? (
        <DryRunPanel
          rule={tried}
          stages={stageList}
          run={dryRun}
          onRetry={() => dryRun.mutate(tried.id)}
          onClose={() => setDryRunOf(null)}
        />
      ) : null}
      {logged ? (
        <ActivityPanel
          rule={logged}
          stages={stageList}
          page={address.page}
          hrefForPage={address.hrefForPage}
          onClose={address.closeLog}
        />
      ) : null}
      {dialog?.kind === 'new' || dialog?.kind === 'edit' ? (
        <RuleDialog
          vacancyId={vacancyId}
          rule={dialog.kind === 'edit' ? dialog.rule : null}
          stages={stageList}
          onClose={close}
          onSaved={(saved) => {
            close();
            announce(intl.formatMessage({ id: 'automations.rules.saved' }, { name: saved.name }));
          }}
        />
      ) : null}
      <ConfirmDialog
        id="automations-delete-rule-title"
        show={dialog?.kind === 'delete'}
        title={
          <FormattedMessage
            id="automations.rules.deleteTitle"
            values={{ name: dialog?.kind === 'delete' ? dialog.rule.name : '' }}
          />
        }
        text={<FormattedMessage id="automations.rules.deleteText" />}
        confirm="automations.rules.deleteYes"
        pending={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { rule } = dialog;
          remove.mutate(rule.id, {
            onSuccess: () => {
              close();
              if (dryRunOf === rule.id) setDryRunOf(null);
              if (address.logId === rule.id) address.closeLog();
              announce(
                intl.formatMessage({ id: 'automations.rules.deleted' }, { name: rule.name }),
              );
            },
          });
        }}
      />
    </>
  );
}

/** Stage rules, per vacancy: when something happens to an application, do these things. */
export function RulesCard({ announce }: { announce: Announce }) {
  const intl = useIntl();
  const vacancies = useRuleVacancies();
  const address = useRulesAddress();
  return (
    <QueryCard
      id="automations-rules-title"
      title={<FormattedMessage id="automations.rules.title" />}
      intro={<FormattedMessage id="automations.rules.intro" />}
      query={vacancies}
    >
      {(list) => (
        <>
          <SelectField
            id="automations-rules-vacancy"
            label={intl.formatMessage({ id: 'automations.rules.vacancy' })}
            value={address.vacancyId === null ? '' : String(address.vacancyId)}
            leading={
              <option value="">
                {intl.formatMessage({ id: 'automations.rules.chooseVacancy' })}
              </option>
            }
            options={list.map((vacancy) => ({ value: String(vacancy.id), label: vacancy.title }))}
            onChange={(value) => address.choose(value ? Number(value) : null)}
          />
          {address.vacancyId !== null ? (
            <VacancyRules
              key={address.vacancyId}
              vacancyId={address.vacancyId}
              address={address}
              announce={announce}
            />
          ) : null}
        </>
      )}
    </QueryCard>
  );
}
