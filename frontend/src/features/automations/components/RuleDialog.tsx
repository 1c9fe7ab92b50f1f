import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { IconButton } from '@/components/ui/IconButton';
import { messageOptions } from '@/components/ui/message-options';
import { PendingButton } from '@/components/ui/PendingButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useChangeRule, useCreateRule } from '../api/rules';
import {
  ACTION_TYPES,
  type ActionType,
  MAX_ACTIONS,
  type Rule,
  type StageView,
  TEAM_ROLES,
  RULE_TEMPLATES,
  type TeamRole,
  type TemplateKind,
  TRIGGER_TYPES,
  type TriggerType,
} from '../api/types';
import { ACTION_LABEL, KIND_LABEL, ROLE_LABEL, TRIGGER_LABEL } from './labels';
import {
  type ActionDraft,
  blankAction,
  formOf,
  moved,
  type RuleForm,
  ruleInputOf,
} from './rule-form';
import { useFormProblems } from './use-form-problems';

/** The fields the server pins a rule's problems on (`actions.<n>` too). */
const known = (field: string) =>
  ['name', 'trigger', 'conditions.sources', 'actions'].includes(field) ||
  field.startsWith('actions.');

/** The knock-out condition's choices: either way, knocked out, or not. */
const KNOCKOUT_LABEL: Record<RuleForm['knockedOut'], MessageId> = {
  '': 'automations.form.knockoutAny',
  yes: 'automations.form.knockoutYes',
  no: 'automations.form.knockoutNo',
};

/** A part of the rule (its trigger, its conditions): a fieldset whose fields share a row. */
function RuleFieldset({ legend, children }: { legend: MessageId; children: ReactNode }) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">
        <FormattedMessage id={legend} />
      </legend>
      <div className="row g-2">{children}</div>
    </fieldset>
  );
}

/** One action's fields, by its type, with its place in the list and its problem. */
function ActionFields({
  id,
  index,
  count,
  draft,
  stages,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  id: string;
  index: number;
  count: number;
  draft: ActionDraft;
  stages: readonly StageView[];
  error: string | null;
  onChange: (draft: ActionDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const set = (change: Partial<ActionDraft>) => onChange({ ...draft, ...change });
  const number = index + 1;
  const roleOptions = messageOptions(intl, TEAM_ROLES, ROLE_LABEL);
  return (
    <li className="border rounded p-2 mb-2">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="fs-6 fw-semibold mb-1">
          <FormattedMessage id="automations.form.actionNumber" values={{ number }} />
        </legend>
        <div className="d-flex justify-content-end gap-1 mb-1">
          <IconButton
            label={intl.formatMessage({ id: 'automations.form.moveUp' }, { number })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp size={14} aria-hidden />
          </IconButton>
          <IconButton
            label={intl.formatMessage({ id: 'automations.form.moveDown' }, { number })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown size={14} aria-hidden />
          </IconButton>
          <IconButton
            danger
            label={intl.formatMessage({ id: 'automations.form.removeAction' }, { number })}
            disabled={count === 1}
            onClick={onRemove}
          >
            <Trash2 size={14} aria-hidden />
          </IconButton>
        </div>
        <div className="row g-2">
          <SelectField
            id={`${id}-type`}
            className="col-12 col-sm-6"
            label={intl.formatMessage({ id: 'automations.form.actionType' })}
            value={draft.type}
            options={messageOptions(intl, ACTION_TYPES, ACTION_LABEL)}
            onChange={(type) => set({ type: type as ActionType })}
          />
          {draft.type === 'send_template' ? (
            <>
              <SelectField
                id={`${id}-template`}
                className="col-12 col-sm-6"
                label={intl.formatMessage({ id: 'automations.form.template' })}
                value={draft.template}
                options={messageOptions(intl, RULE_TEMPLATES, KIND_LABEL)}
                onChange={(template) => set({ template: template as TemplateKind })}
              />
              <TextField
                id={`${id}-delay`}
                className="col-12 col-sm-6"
                type="number"
                min={0}
                max={43200}
                inputMode="numeric"
                label={<FormattedMessage id="automations.form.delay" />}
                hint={<FormattedMessage id="automations.form.delayHint" />}
                value={draft.delayMinutes}
                onChange={(delayMinutes) => set({ delayMinutes })}
              />
            </>
          ) : null}
          {draft.type === 'create_task' ? (
            <>
              <TextField
                id={`${id}-title`}
                className="col-12 col-sm-6"
                required
                maxLength={200}
                label={<FormattedMessage id="automations.form.taskTitle" />}
                value={draft.title}
                onChange={(title) => set({ title })}
              />
              <SelectField
                id={`${id}-role`}
                className="col-12 col-sm-6"
                label={intl.formatMessage({ id: 'automations.form.taskRole' })}
                value={draft.role}
                options={roleOptions}
                onChange={(role) => set({ role: role as TeamRole })}
              />
              <TextField
                id={`${id}-due`}
                className="col-12 col-sm-6"
                type="number"
                min={0}
                max={365}
                inputMode="numeric"
                label={<FormattedMessage id="automations.form.dueInDays" />}
                hint={<FormattedMessage id="automations.form.dueInDaysHint" />}
                value={draft.dueInDays}
                onChange={(dueInDays) => set({ dueInDays })}
              />
            </>
          ) : null}
          {draft.type === 'notify_team' ? (
            <SelectField
              id={`${id}-notify`}
              className="col-12 col-sm-6"
              label={intl.formatMessage({ id: 'automations.form.notifyRole' })}
              value={draft.notifyRole}
              leading={
                <option value="">{intl.formatMessage({ id: 'automations.form.wholeTeam' })}</option>
              }
              options={roleOptions}
              onChange={(role) => set({ notifyRole: role as TeamRole | '' })}
            />
          ) : null}
          {draft.type === 'move_to_stage' ? (
            <SelectField
              id={`${id}-stage`}
              className="col-12 col-sm-6"
              label={intl.formatMessage({ id: 'automations.form.moveTo' })}
              value={draft.stageId}
              options={stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
              onChange={(stageId) => set({ stageId })}
            />
          ) : null}
        </div>
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** Writes a new rule (a draft) or changes one: when, if, then. */
export function RuleDialog({
  vacancyId,
  rule,
  stages,
  onClose,
  onSaved,
}: {
  vacancyId: number;
  rule: Rule | null;
  stages: readonly StageView[];
  onClose: () => void;
  onSaved: (rule: Rule) => void;
}) {
  const intl = useIntl();
  const create = useCreateRule();
  const change = useChangeRule();
  const save = rule ? change : create;
  const { errorFor, alert } = useFormProblems(save.error, known);
  const [form, setForm] = useState<RuleForm>(() => formOf(rule, stages[0]?.id));
  const set = (change: Partial<RuleForm>) => setForm((current) => ({ ...current, ...change }));
  const setActions = (actions: ActionDraft[]) => set({ actions });
  const stageOptions = stages.map((stage) => ({ value: String(stage.id), label: stage.name }));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const input = ruleInputOf(form);
    if (rule) change.mutate({ id: rule.id, input }, { onSuccess: onSaved });
    else create.mutate({ vacancyId, input }, { onSuccess: onSaved });
  };

  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="automations-rule-title">
      <DialogHeader id="automations-rule-title" className="h5 text-break">
        {rule ? (
          <FormattedMessage id="automations.form.editTitle" values={{ name: rule.name }} />
        ) : (
          <FormattedMessage id="automations.form.newTitle" />
        )}
      </DialogHeader>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          {rule ? null : (
            <p className="small text-body-secondary">
              <FormattedMessage id="automations.form.draftNote" />
            </p>
          )}
          <FormAlert message={alert} />
          <TextField
            id="automations-rule-name"
            required
            autoFocus
            maxLength={120}
            label={<FormattedMessage id="automations.form.name" />}
            value={form.name}
            error={errorFor('name')}
            onChange={(name) => set({ name })}
          />
          <RuleFieldset legend="automations.form.when">
            <SelectField
              id="automations-rule-trigger"
              className="col-12 col-md-5"
              label={intl.formatMessage({ id: 'automations.form.trigger' })}
              value={form.trigger}
              error={errorFor('trigger')}
              options={messageOptions(intl, TRIGGER_TYPES, TRIGGER_LABEL)}
              onChange={(trigger) => set({ trigger: trigger as TriggerType })}
            />
            {form.trigger !== 'knocked_out' ? (
              <SelectField
                id="automations-rule-stage"
                className="col-12 col-sm-7 col-md-4"
                label={intl.formatMessage({ id: 'automations.form.stage' })}
                value={form.stageId}
                options={stageOptions}
                onChange={(stageId) => set({ stageId })}
              />
            ) : null}
            {form.trigger === 'idle' ? (
              <TextField
                id="automations-rule-days"
                className="col-12 col-sm-5 col-md-3"
                type="number"
                min={1}
                max={365}
                inputMode="numeric"
                label={<FormattedMessage id="automations.form.days" />}
                value={form.days}
                onChange={(days) => set({ days })}
              />
            ) : null}
          </RuleFieldset>
          <RuleFieldset legend="automations.form.if">
            <TextField
              id="automations-rule-sources"
              className="col-12 col-md-7"
              spellCheck={false}
              label={<FormattedMessage id="automations.form.sources" />}
              hint={<FormattedMessage id="automations.form.sourcesHint" />}
              value={form.sources}
              error={errorFor('conditions.sources')}
              onChange={(sources) => set({ sources })}
            />
            <SelectField
              id="automations-rule-knockout"
              className="col-12 col-md-5"
              label={intl.formatMessage({ id: 'automations.form.knockout' })}
              value={form.knockedOut}
              options={messageOptions(intl, ['', 'yes', 'no'], KNOCKOUT_LABEL)}
              onChange={(knockedOut) => set({ knockedOut: knockedOut as RuleForm['knockedOut'] })}
            />
          </RuleFieldset>
          <fieldset
            aria-describedby={errorFor('actions') ? 'automations-rule-actions-error' : undefined}
          >
            <legend className="h6">
              <FormattedMessage id="automations.form.then" />
            </legend>
            <ol className="list-unstyled mb-2">
              {form.actions.map((draft, index) => (
                <ActionFields
                  key={draft.key}
                  id={`automations-rule-action-${draft.key}`}
                  index={index}
                  count={form.actions.length}
                  draft={draft}
                  stages={stages}
                  error={errorFor(`actions.${index}`)}
                  onChange={(next) =>
                    setActions(form.actions.map((item, at) => (at === index ? next : item)))
                  }
                  onMove={(to) => setActions(moved(form.actions, index, to))}
                  onRemove={() => setActions(form.actions.filter((_, at) => at !== index))}
                />
              ))}
            </ol>
            {errorFor('actions') ? (
              <div id="automations-rule-actions-error" className="invalid-feedback d-block mb-2">
                {errorFor('actions')}
              </div>
            ) : null}
            <Button
              variant="outline-primary"
              size="sm"
              disabled={form.actions.length >= MAX_ACTIONS}
              onClick={() =>
                setActions([...form.actions, blankAction('create_task', stageOptions[0]?.value)])
              }
            >
              <Plus size={14} aria-hidden className="me-1" />
              <FormattedMessage id="automations.form.addAction" />
            </Button>
          </fieldset>
        </Modal.Body>
        <DialogFooter onCancel={onClose}>
          <PendingButton type="submit" pending={save.isPending}>
            <FormattedMessage id="automations.form.save" />
          </PendingButton>
        </DialogFooter>
      </Form>
    </Modal>
  );
}
