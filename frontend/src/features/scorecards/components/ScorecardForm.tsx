import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useSaveDraft, useSubmitScorecard } from '../api/scorecards';
import {
  type KitAttribute,
  RATINGS,
  RECOMMENDATIONS,
  type Recommendation,
  type Scorecard,
  type ScorecardInput,
} from '../api/types';
import { ChoiceGroup } from './ChoiceGroup';
import { AttributeNotes, KitByArea } from './KitByArea';
import { localized, ratingLabel, recommendationLabel } from './labels';

/** How long typing pauses before a draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

interface Draft {
  ratings: Record<string, number>;
  takeaways: string;
  privateNotes: string;
  recommendation: Recommendation | null;
}

function draftOf(mine: Scorecard | null | undefined): Draft {
  return {
    ratings: { ...(mine?.ratings ?? {}) },
    takeaways: mine?.takeaways ?? '',
    privateNotes: mine?.privateNotes ?? '',
    recommendation: mine?.recommendation ?? null,
  };
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const saveStateText = {
  idle: null,
  saving: 'scorecards.autosave.saving',
  saved: 'scorecards.autosave.saved',
  failed: 'scorecards.autosave.failed',
} as const;

/**
 * Saves the draft once the interviewer pauses; nothing is sent before the first change, and a
 * change still waiting when the page is left is saved then.
 */
function useAutosave(eventId: number, draft: Draft, enabled: boolean) {
  const save = useSaveDraft(eventId);
  const [state, setState] = useState<SaveState>('idle');
  const first = useRef(true);
  const timer = useRef<number | undefined>(undefined);
  const waiting = useRef<Draft | null>(null);
  const { mutate } = save;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled) return;
    waiting.current = draft;
    timer.current = window.setTimeout(() => {
      waiting.current = null;
      setState('saving');
      mutate(draft, {
        onSuccess: () => setState('saved'),
        onError: () => setState('failed'),
      });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer.current);
  }, [draft, enabled, mutate]);

  // Leaving the page does not lose the last change.
  useEffect(
    () => () => {
      if (waiting.current) mutate(waiting.current);
    },
    [mutate],
  );

  return {
    state,
    /** Stops a save that has not started (the draft is being submitted). */
    cancel: () => {
      waiting.current = null;
      window.clearTimeout(timer.current);
    },
  };
}

interface ScorecardFormProps {
  eventId: number;
  kit: readonly KitAttribute[];
  mine: Scorecard | null | undefined;
  /** After a submission: the page says so. */
  onSubmitted: (amended: boolean) => void;
  /** After `scorecard_changed`: the sheet is asked for again. */
  onReload: () => void;
}

/**
 * The interviewer's scorecard: a rating per attribute of the kit (grouped by area), take-aways,
 * private notes and the recommendation. A draft saves itself as they type; once submitted, it is
 * amended by editing it again and saving the amendment (naming the version it was written on).
 */
export function ScorecardForm({ eventId, kit, mine, onSubmitted, onReload }: ScorecardFormProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const submitted = mine?.state === 'submitted';
  const [draft, setDraft] = useState<Draft>(() => draftOf(mine));
  const [amending, setAmending] = useState(false);
  const submit = useSubmitScorecard(eventId);
  const autosave = useAutosave(eventId, draft, !submitted);
  const { errorFor, validate } = useFieldErrors<string>(submit.error);
  const editable = !submitted || amending;
  const stale = submit.error instanceof ApiError && submit.error.code === 'scorecard_changed';

  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const rate = (id: string, value: string) => {
    const ratings = Object.fromEntries(
      Object.entries(draft.ratings).filter(([attribute]) => attribute !== id),
    );
    if (value) ratings[id] = Number(value);
    change({ ratings });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    // The recommendation is required: said at once, with the focus on its first choice.
    if (
      !validate({
        recommendation: draft.recommendation ? null : 'error.scorecard_recommendation_required',
      })
    ) {
      requestAnimationFrame(() => document.getElementById('recommendation-strong_no')?.focus());
      return;
    }
    autosave.cancel();
    const input: ScorecardInput = { ...draft, version: mine?.version ?? 0 };
    submit.mutate(input, { onSuccess: () => onSubmitted(submitted) });
  };

  const ratingChoices = [
    ...RATINGS.map((rating) => ({
      value: String(rating),
      label: intl.formatMessage({ id: ratingLabel[rating] ?? 'scorecards.rating.none' }),
    })),
    { value: '', label: intl.formatMessage({ id: 'scorecards.rating.none' }) },
  ];

  return (
    <Form noValidate onSubmit={onSubmit}>
      <KitByArea
        kit={kit}
        idPrefix="area"
        attribute={(attribute) => {
          const rating = draft.ratings[attribute.id];
          return (
            <ChoiceGroup
              key={attribute.id}
              name={`rating-${attribute.id}`}
              legend={localized(attribute.names, intl.locale)}
              choices={ratingChoices}
              value={rating ? String(rating) : ''}
              disabled={!editable}
              error={errorFor(`ratings.${attribute.id}`)}
              onChange={(value) => rate(attribute.id, value)}
            >
              <AttributeNotes attribute={attribute} />
            </ChoiceGroup>
          );
        }}
      />
      <TextField
        id="scorecard-takeaways"
        rows={4}
        label={<FormattedMessage id="scorecards.takeaways" />}
        value={draft.takeaways}
        disabled={!editable}
        maxLength={10000}
        error={errorFor('takeaways')}
        onChange={(takeaways) => change({ takeaways })}
      />
      <TextField
        id="scorecard-private-notes"
        rows={3}
        label={<FormattedMessage id="scorecards.privateNotes" />}
        hint={<FormattedMessage id="scorecards.privateNotesHint" />}
        value={draft.privateNotes}
        disabled={!editable}
        maxLength={10000}
        error={errorFor('privateNotes')}
        onChange={(privateNotes) => change({ privateNotes })}
      />
      <ChoiceGroup
        name="recommendation"
        legend={<FormattedMessage id="scorecards.recommendation" />}
        choices={RECOMMENDATIONS.map((value) => ({
          value,
          label: intl.formatMessage({ id: recommendationLabel[value] }),
        }))}
        value={draft.recommendation ?? ''}
        disabled={!editable}
        error={errorFor('recommendation')}
        onChange={(value) => {
          validate({});
          change({
            recommendation: RECOMMENDATIONS.find((candidate) => candidate === value) ?? null,
          });
        }}
      />
      <FormAlert message={submit.error ? errorText(submit.error) : null} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        {editable ? (
          <PendingButton type="submit" pending={submit.isPending}>
            <FormattedMessage id={submitted ? 'scorecards.saveAmendment' : 'scorecards.submit'} />
          </PendingButton>
        ) : (
          <Button variant="outline-primary" onClick={() => setAmending(true)}>
            <FormattedMessage id="scorecards.amend" />
          </Button>
        )}
        {stale ? (
          <Button variant="outline-secondary" onClick={onReload}>
            <FormattedMessage id="scorecards.reload" />
          </Button>
        ) : null}
        <span role="status" aria-live="polite" className="small text-body-secondary">
          {!submitted && saveStateText[autosave.state] ? (
            <FormattedMessage id={saveStateText[autosave.state] ?? 'scorecards.autosave.saved'} />
          ) : null}
        </span>
      </div>
    </Form>
  );
}
