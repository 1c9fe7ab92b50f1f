import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminHelpCategory } from '../api/types';
import { MAX_SLUG } from './slug';

interface FieldBase {
  id: string;
  error: string | null;
}

/** The category an entry belongs to; a FAQ entry may have none, an article must have one. */
export function CategorySelect({
  id,
  error,
  value,
  onChange,
  categories,
  optional,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  categories: readonly AdminHelpCategory[];
  optional: boolean;
}) {
  const intl = useIntl();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <FormattedMessage id="help.form.category" />
      </Form.Label>
      <Form.Select
        value={value}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled={!optional}>
          {intl.formatMessage({
            id: optional ? 'help.admin.noCategory' : 'help.form.chooseCategory',
          })}
        </option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)} lang={category.language}>
            {category.name}
          </option>
        ))}
      </Form.Select>
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** An address name, with the page's address it makes below it. */
export function SlugField({
  id,
  error,
  value,
  onChange,
  path,
}: FieldBase & { value: string; onChange: (value: string) => void; path: string }) {
  const hintId = `${id}-hint`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <FormattedMessage id="help.form.slug" />
      </Form.Label>
      <Form.Control
        type="text"
        value={value}
        maxLength={MAX_SLUG}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        dir="ltr"
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
      <Form.Text id={hintId} muted className="text-break">
        <FormattedMessage
          id="help.form.slugHint"
          values={{ path: <bdi className="font-monospace">{path}</bdi> }}
        />
      </Form.Text>
    </Form.Group>
  );
}
