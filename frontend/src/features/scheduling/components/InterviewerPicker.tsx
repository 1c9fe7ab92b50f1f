import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/ui/FormField';
import { PersonChip } from '@/components/ui/PersonChip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePeople } from '@/lib/people/get-people';
import type { PersonRef } from '../api/types';

/** At most 20 interviewers per session (the server's limit). */
export const MAX_INTERVIEWERS = 20;

/**
 * A session's interviewers: the chosen ones as removable chips, and a search of the colleagues
 * whose matches are buttons that add them (Tab and Enter are enough), as the calendar's.
 */
export function InterviewerPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: readonly PersonRef[];
  onChange: (next: PersonRef[]) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const matchesId = useId();
  const [text, setText] = useState('');
  const words = useDebouncedValue(text.trim(), 250);
  const people = usePeople(words);
  const chosen = new Set(value.map((person) => person.id));
  const matches = (people.data ?? []).filter((person) => !chosen.has(person.id));
  const full = value.length >= MAX_INTERVIEWERS;
  return (
    <FormField
      id={id}
      label={<FormattedMessage id="scheduling.form.interviewers" />}
      required
      error={error}
      describedBy={matchesId}
      after={
        <div id={matchesId} className="d-flex flex-wrap gap-1 mt-2" aria-live="polite">
          {full ? (
            <span className="small text-body-secondary">
              <FormattedMessage
                id="scheduling.form.interviewersFull"
                values={{ max: MAX_INTERVIEWERS }}
              />
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
                <FormattedMessage
                  id="scheduling.form.addInterviewer"
                  values={{ name: person.name }}
                />
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
                  removeLabel="scheduling.form.removeInterviewer"
                  onRemove={() => onChange(value.filter((other) => other.id !== person.id))}
                />
              ))}
            </ul>
          ) : null}
          <Form.Control
            type="search"
            value={text}
            disabled={full}
            placeholder={intl.formatMessage({ id: 'scheduling.form.searchInterviewers' })}
            {...control}
            required={undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      )}
    </FormField>
  );
}
