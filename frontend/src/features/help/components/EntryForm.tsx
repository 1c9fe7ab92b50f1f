import { type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { HelpLanguage } from '../api/types';
import { type TextFieldSpec, type Texts, fieldName, textOf } from './texts';
import { TextsEditor } from './TextsEditor';
import { type Problems, fieldsOf, useEntryErrors } from './use-entry-errors';

export interface MetaFields {
  idOf: (name: string) => string;
  errorFor: (name: string) => string | null;
}

export interface EntryFormProps<K extends string> {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  heading: string;
  fields: readonly TextFieldSpec<K>[];
  main: HelpLanguage;
  others: readonly HelpLanguage[];
  texts: Texts<K>;
  onText: (language: HelpLanguage, key: K, value: string) => void;
  /** The fields shown before the texts (category, address name), by name, in order. */
  metaNames: readonly string[];
  meta: (fields: MetaFields) => ReactNode;
  published: boolean;
  onPublished: (published: boolean) => void;
  /** The form's own checks of its other fields; the texts' required fields are checked here. */
  check: () => Problems;
  saving: boolean;
  error: unknown;
  /** Sends the entry; `onError` puts the focus on the first field the server named. */
  onSave: (onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * An entry's editor: its own fields, the texts in the main language and a tab per translation,
 * and whether visitors see it. Field errors are shown on their fields (a translation's in its
 * tab, which is opened), and the first one takes the focus.
 */
export function EntryForm<K extends string>({
  idPrefix,
  heading,
  fields,
  main,
  others,
  texts,
  onText,
  metaNames,
  meta,
  published,
  onPublished,
  check,
  saving,
  error,
  onSave,
  onCancel,
}: EntryFormProps<K>) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { errorFor, validate } = useEntryErrors(error);
  const [tab, setTab] = useState<HelpLanguage | undefined>(others[0]);
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const idOf = (name: string) => `${idPrefix}-${name.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const order = [
    ...metaNames,
    ...fields.map((field) => field.key),
    ...others.flatMap((language) => fields.map((field) => fieldName(main, language, field.key))),
  ];

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (focusTarget) document.getElementById(idOf(focusTarget.name))?.focus();
    // idOf depends on idPrefix only, which does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTarget]);

  /** Opens the tab of the first field with a problem and puts the focus there. */
  const focusFirst = (names: readonly string[]) => {
    const first = order.find((name) => names.includes(name));
    if (!first) return;
    const language = others.find((candidate) => first.startsWith(`translations.${candidate}.`));
    if (language) setTab(language);
    setFocusTarget({ name: first });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems: Record<string, Problems[string]> = { ...check() };
    for (const field of fields) {
      if (field.required && textOf(texts, main, field.key).trim() === '') {
        problems[field.key] = field.required;
      }
    }
    const invalid = validate(problems);
    if (invalid.length > 0) {
      focusFirst(invalid);
      return;
    }
    onSave((failure) => focusFirst(fieldsOf(failure)));
  };

  // A failure that names no field of this form (the help centre is full, say) is said above it.
  const shownOnFields =
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    Object.keys(error.fields).length > 0 &&
    Object.keys(error.fields).every((name) => order.includes(name));

  return (
    <Card>
      <Card.Body>
        <h2 ref={headingRef} tabIndex={-1} className="h5 mb-3">
          {heading}
        </h2>
        <Form noValidate onSubmit={onSubmit}>
          <FormAlert message={error && !shownOnFields ? errorText(error) : null} />
          {meta({ idOf, errorFor })}
          <TextsEditor
            fields={fields}
            main={main}
            others={others}
            texts={texts}
            onChange={onText}
            errorFor={errorFor}
            idOf={idOf}
            tab={tab}
            onTab={setTab}
          />
          <Form.Check
            type="switch"
            id={idOf('published')}
            className="mb-3"
            label={intl.formatMessage({ id: 'help.form.published' })}
            checked={published}
            onChange={(event) => onPublished(event.target.checked)}
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              <FormattedMessage id="help.form.save" />
            </Button>
            <Button variant="outline-secondary" onClick={onCancel}>
              <FormattedMessage id="help.form.back" />
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
