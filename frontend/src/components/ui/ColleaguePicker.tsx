import { type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/ui/FormField';
import { PersonChip } from '@/components/ui/PersonChip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { MessageId } from '@/lib/i18n/catalogs';
import { usePeople } from '@/lib/people/get-people';

/** A colleague chosen in a picker. */
export interface Colleague {
  id: string;
  name: string;
}

/** At most this many colleagues (the server's limit for an event's attendees and a pool). */
export const MAX_COLLEAGUES = 20;

/** The words a picker uses, as message ids: `add` and `remove` take `{name}`, `full` `{max}`. */
export interface ColleaguePickerMessages {
  add: MessageId;
  remove: MessageId;
  search: MessageId;
  full: MessageId;
}

interface ColleaguePickerProps {
  id: string;
  label: ReactNode;
  value: readonly Colleague[];
  onChange: (next: Colleague[]) => void;
  messages: ColleaguePickerMessages;
  /** Left out of the matches (an event's organiser, who always takes part). */
  excludeId?: string | undefined;
  /** Marks the label as required (the search box itself is not a required field). */
  required?: boolean;
  error?: string | null;
}

/**
 * Colleagues taking part (an event's attendees, a session's interviewers): the chosen ones as
 * removable chips, and a search of the team whose matches are buttons that add them (Tab and
 * Enter are enough).
 */
export function ColleaguePicker({
  id,
  label,
  value,
  onChange,
  messages,
  excludeId,
  required,
  error,
}: ColleaguePickerProps) {
  const intl = useIntl();
  const matchesId = useId();
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim(), 250);
  const people = usePeople(words);
  const chosen = new Set(value.map((person) => person.id));
  const matches = (people.data ?? []).filter(
    (person) => !chosen.has(person.id) && person.id !== excludeId,
  );
  const full = value.length >= MAX_COLLEAGUES;
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      describedBy={matchesId}
      after={
        <div id={matchesId} className="d-flex flex-wrap gap-1 mt-2" aria-live="polite">
          {full ? (
            <span className="small text-body-secondary">
              <FormattedMessage id={messages.full} values={{ max: MAX_COLLEAGUES }} />
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
                <FormattedMessage id={messages.add} values={{ name: person.name }} />
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
                  removeLabel={messages.remove}
                  onRemove={() => onChange(value.filter((other) => other.id !== person.id))}
                />
              ))}
            </ul>
          ) : null}
          <Form.Control
            type="search"
            value={text}
            disabled={full}
            placeholder={intl.formatMessage({ id: messages.search })}
            {...control}
            required={undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
    </FormField>
  );
}
