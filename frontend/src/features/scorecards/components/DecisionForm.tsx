import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useDecide, useDecisionStages } from '../api/evidence';
import { DECISIONS, type Decision } from '../api/types';
import { ChoiceGroup } from './ChoiceGroup';
import { decisionLabel } from './labels';

/** What the tenant's "Reason" select (the desk's, which the app passes in) is given. */
export interface ReasonFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
}

export interface DecisionFormProps {
  applicationId: number;
  vacancyId: number;
  /** The stage the application is at: "Advance" offers the stages after it. */
  stageId: number | null;
  reasonField: (field: ReasonFieldProps) => ReactNode;
  /** After a decision: the application's page asks for it again (it may have moved). */
  onDecided: () => void;
}

type Field = 'note' | 'stageId' | 'reasonId';

/** Advance (to a later stage), reject (with a reason) or hold, always with a note. */
export function DecisionForm({
  applicationId,
  vacancyId,
  stageId,
  reasonField,
  onDecided,
}: DecisionFormProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const decide = useDecide(applicationId);
  const stages = useDecisionStages(vacancyId);
  const { errorFor, validate } = useFieldErrors<Field>(decide.error);
  const [decision, setDecision] = useState<Decision | ''>('');
  const [stage, setStage] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);

  const all = stages.data ?? [];
  const at = all.findIndex((candidate) => candidate.id === stageId);
  const later = all.slice(at + 1);
  const onFields =
    decide.error instanceof ApiError &&
    Object.keys(decide.error.fields).length > 0 &&
    Object.keys(decide.error.fields).every((name) =>
      ['note', 'stageId', 'reasonId'].includes(name),
    );

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    setDone(false);
    const ok = validate({
      note: note.trim() ? null : 'error.decision_note_required',
      stageId: decision === 'advance' && !stage ? 'scorecards.decide.stageRequired' : null,
    });
    if (!decision || !ok || (decision === 'reject' && !reason)) return;
    decide.mutate(
      {
        decision,
        note: note.trim(),
        stageId: decision === 'advance' ? Number(stage) : null,
        reasonId: decision === 'reject' ? Number(reason) : null,
      },
      {
        onSuccess: () => {
          setDecision('');
          setNote('');
          setStage('');
          setReason('');
          setTried(false);
          setDone(true);
          onDecided();
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ChoiceGroup
        name="decision"
        legend={<FormattedMessage id="scorecards.decide.decision" />}
        choices={DECISIONS.map((value) => ({
          value,
          label: intl.formatMessage({ id: decisionLabel[value] }),
        }))}
        value={decision}
        error={tried && !decision ? intl.formatMessage({ id: 'scorecards.decide.choose' }) : null}
        onChange={(value) => setDecision(DECISIONS.find((candidate) => candidate === value) ?? '')}
      />
      {decision === 'advance' ? (
        <SelectField
          id="decision-stage"
          required
          label={<FormattedMessage id="scorecards.decide.stage" />}
          value={stage}
          error={errorFor('stageId')}
          leading={
            <option value="">{intl.formatMessage({ id: 'scorecards.decide.chooseStage' })}</option>
          }
          options={later.map((candidate) => ({
            value: String(candidate.id),
            label: candidate.name,
          }))}
          onChange={setStage}
        />
      ) : null}
      {decision === 'reject' ? (
        <div className="mb-3">
          {reasonField({
            id: 'decision-reason',
            value: reason,
            onChange: setReason,
            missing: tried,
          })}
        </div>
      ) : null}
      <TextField
        id="decision-note"
        rows={3}
        required
        maxLength={2000}
        label={<FormattedMessage id="scorecards.decide.note" />}
        value={note}
        error={errorFor('note')}
        onChange={setNote}
      />
      <FormAlert message={decide.error && !onFields ? errorText(decide.error) : null} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <PendingButton type="submit" pending={decide.isPending}>
          <FormattedMessage id="scorecards.decide.submit" />
        </PendingButton>
        <span role="status" className="small text-success-emphasis">
          {done ? <FormattedMessage id="scorecards.decide.done" /> : null}
        </span>
      </div>
    </Form>
  );
}
