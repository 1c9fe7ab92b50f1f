import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFreeSlots } from '../api/get-free-slots';
import type { EventInput } from '../api/types';
import type { Attendee } from './AttendeePicker';
import { isScheduleConflict } from './conflict';
import { overlaps } from './dates';

interface ConflictWarningProps {
  /** Everyone taking part, the organiser too. */
  people: readonly Attendee[];
  start: string;
  end: string;
  /** What the button that sends it again says ("Schedule anyway", "Save anyway", …). */
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * A double booking is allowed, but only after this warning: it names who is busy during the
 * chosen time (and when), and sends the event again with `allowConflicts` once confirmed.
 */
export function ConflictWarning({
  people,
  start,
  end,
  confirmLabel,
  pending,
  onConfirm,
}: ConflictWarningProps) {
  const lookup = useFreeSlots({
    attendees: people.map((person) => person.id),
    from: start,
    to: end,
    // The shortest duration the server takes: only the busy times matter here.
    duration: 15,
  });
  const busy = (lookup.data?.busy ?? []).filter((entry) =>
    overlaps(entry.start, entry.end, start, end),
  );
  const nameOf = (id: string) => people.find((person) => person.id === id)?.name ?? id;
  return (
    <Alert variant="warning" role="alert" className="d-grid gap-2">
      <strong>
        <FormattedMessage id="calendar.conflict.title" />
      </strong>
      {busy.length > 0 ? (
        <ul className="mb-0 ps-3">
          {busy.map((entry) => (
            <li key={`${entry.userId}-${entry.start}`}>
              <FormattedMessage
                id="calendar.conflict.busy"
                values={{
                  name: nameOf(entry.userId),
                  start: <FormattedTime value={entry.start} />,
                  end: <FormattedTime value={entry.end} />,
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <span>
          <FormattedMessage id="calendar.conflict.someone" />
        </span>
      )}
      <div>
        <Button variant="warning" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Alert>
  );
}

interface ConflictOrErrorProps {
  people: readonly Attendee[];
  /** The event last sent, which a confirmed conflict sends again. */
  sent: EventInput | null;
  /** The save's error, if any. */
  error: Error | null;
  /** The error is already shown at a field, so it is not repeated here. */
  shownAtField: boolean;
  confirmLabel: string;
  pending: boolean;
  send: (input: EventInput) => void;
}

/** Under an event form: the conflict warning after a double booking, else the save's error. */
export function ConflictOrError({
  people,
  sent,
  error,
  shownAtField,
  confirmLabel,
  pending,
  send,
}: ConflictOrErrorProps) {
  const { errorTextWithFields } = useApiErrorText();
  if (isScheduleConflict(error) && sent) {
    return (
      <ConflictWarning
        people={people}
        start={sent.start}
        end={sent.end}
        confirmLabel={confirmLabel}
        pending={pending}
        onConfirm={() => send({ ...sent, allowConflicts: true })}
      />
    );
  }
  return <FormAlert message={error && !shownAtField ? errorTextWithFields(error) : null} />;
}
