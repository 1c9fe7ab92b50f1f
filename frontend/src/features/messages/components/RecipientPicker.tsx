import { type KeyboardEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '@/components/ui/FormField';
import { PersonChip } from '@/components/ui/PersonChip';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useMailContacts } from '../api/get-mail-contacts';
import type { MailContact } from '../api/types';

/** Someone a message goes to: a contact the server offered, or a person of a saved draft. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
}

const kindLabel: Record<MailContact['kind'], MessageId> = {
  colleague: 'mail.contact.colleague',
  applicant: 'mail.contact.applicant',
  recruiter: 'mail.contact.recruiter',
};

interface RecipientPickerProps {
  id: string;
  value: readonly Recipient[];
  onChange: (next: Recipient[]) => void;
  error?: string | null;
  hint?: string;
}

/**
 * The "To" field: the chosen people as removable chips, and a combobox that searches whom the
 * caller may write to (↑/↓ move through the matches, Enter picks, Escape closes, Backspace on an
 * empty field removes the last person).
 */
export function RecipientPicker({ id, value, onChange, error, hint }: RecipientPickerProps) {
  const intl = useIntl();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const words = useDebouncedValue(text.trim(), 250);
  const contacts = useMailContacts(words, { enabled: open });
  const chosen = new Set(value.map((person) => person.id));
  const options = (contacts.data ?? []).filter((contact) => !chosen.has(contact.id));
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (contact: MailContact) => {
    onChange([...value, { id: contact.id, name: contact.name, email: contact.email }]);
    setText('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % Math.max(1, options.length));
    } else if (event.key === 'Enter') {
      // Enter picks a match; it never sends the message from here.
      event.preventDefault();
      const option = options[activeIndex];
      if (open && option) pick(option);
    } else if (event.key === 'Escape' && open) {
      // Closing the list is all Escape does here; the dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const expanded = open && options.length > 0;
  return (
    <FormField id={id} label={<FormattedMessage id="mail.to" />} error={error} hint={hint}>
      {(control) => (
        <>
          <div className="position-relative">
            <div
              className={`form-control d-flex flex-wrap align-items-center gap-1 recipient-picker${error ? ' is-invalid' : ''}`}
            >
              {value.map((person) => (
                <PersonChip
                  key={person.id}
                  name={person.name}
                  title={person.email}
                  removeLabel="mail.removeRecipient"
                  onRemove={() => onChange(value.filter((other) => other.id !== person.id))}
                />
              ))}
              <input
                id={id}
                type="text"
                role="combobox"
                className="recipient-input border-0 flex-grow-1 bg-transparent text-body"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                placeholder={intl.formatMessage({ id: 'mail.toPlaceholder' })}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setActive(0);
                  setOpen(true);
                }}
                onFocus={() => setOpen(true)}
                onBlur={() => setOpen(false)}
                onKeyDown={onKeyDown}
              />
            </div>
            <ul
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage({ id: 'mail.to' })}
              className="list-group position-absolute w-100 shadow recipient-options"
              hidden={!expanded}
            >
              {options.map((contact, index) => (
                <li
                  key={contact.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`list-group-item list-group-item-action${index === activeIndex ? ' active' : ''}`}
                  // Picked before the input loses focus (which closes the list).
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(contact);
                  }}
                >
                  <span className="fw-semibold">{contact.name}</span>{' '}
                  <span className="small">
                    {contact.email} · <FormattedMessage id={kindLabel[contact.kind]} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {open && words !== '' && contacts.isSuccess && options.length === 0 ? (
            <div className="form-text" role="status">
              <FormattedMessage id="mail.noContacts" />
            </div>
          ) : null}
        </>
      )}
    </FormField>
  );
}
