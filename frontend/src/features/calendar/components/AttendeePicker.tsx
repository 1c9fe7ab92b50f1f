import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/ui/FormField';
import { PersonChip } from '@/components/ui/PersonChip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePeople } from '@/lib/people/get-people';

/** A colleague taking part in an event. */
export interface Attendee {
  id: string;
  name: string;
}

interface AttendeePickerProps {
  id: string;
  label: string;
  value: readonly Attendee[];
  onChange: (next: Attendee[]) => void;
  /** Left out of the matches (the organiser, who always takes part). */
  excludeId?: string | undefined;
  error?: string | null;
}

/** At most 20 colleagues per event (the server's limit). */
export const MAX_ATTENDEES = 20;

/**
 * Colleagues taking part: the chosen ones as removable chips, and a search whose matches are
 * buttons that add them (Tab and Enter are enough).
 */
export function AttendeePicker({
  id,
  label,
  value,
  onChange,
  excludeId,
  error,
}: AttendeePickerProps) {
  const intl = useIntl();
  const matchesId = useId();
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim(), 250);
  const people = usePeople(words);
  const chosen = new Set(value.map((person) => person.id));
  const matches = (people.data ?? []).filter(
    (person) => !chosen.has(person.id) && person.id !== excludeId,
  );
  const full = value.length >= MAX_ATTENDEES;
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      describedBy={matchesId}
      after={
        <div id={matchesId} className="d-flex flex-wrap gap-1 mt-2" aria-live="polite">
          {full ? (
            <span className="small text-body-secondary">
              <FormattedMessage id="calendar.attendees.full" values={{ max: MAX_ATTENDEES }} />
            </span>
          ) : (
            matches.slice(0, 8).map((person) => (
              <Button
                key={person.id}
                size="sm"
                variant="outline-secondary"
                title={person.email}
                onClick={() => onChange([...value, { id: person.id, name: person.name }])}
              >
                <FormattedMessage id="calendar.attendees.add" values={{ name: person.name }} />
              </Button>
            ))
          )}
        </div>
      }
    >
      {(control) => (
        <>
          {value.length > 0 ? (
            <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2">
              {value.map((person) => (
                <PersonChip
                  key={person.id}
                  as="li"
                  name={person.name}
                  removeLabel="calendar.attendees.remove"
                  onRemove={() => onChange(value.filter((other) => other.id !== person.id))}
                />
              ))}
            </ul>
          ) : null}
          <Form.Control
            type="search"
            value={text}
            disabled={full}
            placeholder={intl.formatMessage({ id: 'calendar.attendees.search' })}
            {...control}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
    </FormField>
  );
}
