import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES, type Category } from '@/lib/api/types';
import { LOCALES, type Locale } from '@/lib/i18n/catalogs';
import { categoryLabel } from '@/lib/vacancy-labels';
import { type Criteria, KEYWORDS_MAX } from './criteria';

interface CriteriaFieldsProps {
  /** Prefix of the fields' ids (one form per page). */
  id: string;
  value: Criteria;
  onChange: (value: Criteria) => void;
  keywordsError: string | null;
}

/** What an alert asks for: categories (none: every one) and words the vacancies must contain. */
export function CriteriaFields({ id, value, onChange, keywordsError }: CriteriaFieldsProps) {
  const intl = useIntl();
  const hintId = `${id}-categories-hint`;
  const toggle = (category: Category, checked: boolean) => {
    const categories = checked
      ? CATEGORIES.filter((c) => c === category || value.categories.includes(c))
      : value.categories.filter((c) => c !== category);
    onChange({ ...value, categories });
  };
  const keywordsId = `${id}-keywords`;
  return (
    <>
      <fieldset className="mb-3" aria-describedby={hintId}>
        <legend className="form-label fs-6 mb-1">
          <FormattedMessage id="jobAlerts.categories" />
        </legend>
        {CATEGORIES.map((category) => (
          <Form.Check
            key={category}
            id={`${id}-category-${category}`}
            label={intl.formatMessage({ id: categoryLabel[category] })}
            checked={value.categories.includes(category)}
            onChange={(event) => toggle(category, event.target.checked)}
          />
        ))}
        <Form.Text id={hintId} muted>
          <FormattedMessage id="jobAlerts.categoriesHint" />
        </Form.Text>
      </fieldset>
      <Form.Group className="mb-3" controlId={keywordsId}>
        <Form.Label>
          <FormattedMessage id="jobAlerts.keywords" />
        </Form.Label>
        <Form.Control
          type="text"
          value={value.keywords}
          maxLength={KEYWORDS_MAX}
          isInvalid={Boolean(keywordsError)}
          aria-invalid={keywordsError ? true : undefined}
          aria-describedby={keywordsError ? `${keywordsId}-error` : `${keywordsId}-hint`}
          onChange={(event) => onChange({ ...value, keywords: event.target.value })}
        />
        {keywordsError ? (
          <Form.Control.Feedback type="invalid" id={`${keywordsId}-error`}>
            {keywordsError}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id={`${keywordsId}-hint`} muted>
            <FormattedMessage id="jobAlerts.keywordsHint" />
          </Form.Text>
        )}
      </Form.Group>
    </>
  );
}

/** The e-mails' language, each named in its own language. */
export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const intl = useIntl();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        <FormattedMessage id="jobAlerts.language" />
      </Form.Label>
      <Form.Select
        value={value}
        onChange={(event) =>
          onChange(LOCALES.find((locale) => locale === event.target.value) ?? value)
        }
        style={{ maxWidth: '16rem' }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {intl.formatMessage({ id: `language.${locale}` })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
