import type { KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { AlertCircle } from 'react-feather';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { Locale } from '@/lib/i18n/catalogs';
import { MarkdownEditor } from './MarkdownEditor';
import {
  TEXT_KEYS,
  type TextKey,
  type VacancyText,
  isMissing,
  translationField,
} from './vacancy-draft';

/**
 * A language's name in the reader's language ("alemão" reading Portuguese); `capitalized` as a
 * tab starts with it ("Alemão").
 */
function languageName(intl: IntlShape, language: Locale, capitalized = false): string {
  const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  return capitalized ? name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1) : name;
}

/** "Title in German": unlike the main fields' labels, which each stay unique on the page. */
const FIELD_LABEL = {
  title: 'recruiting.translations.title',
  description: 'recruiting.translations.description',
  requirements: 'recruiting.translations.requirements',
} as const satisfies Record<TextKey, string>;

interface VacancyTranslationsProps {
  /** The language the main texts are written in. */
  main: Locale;
  /** The other languages, a tab each. */
  languages: readonly Locale[];
  textOf: (language: Locale) => VacancyText;
  onChange: (language: Locale, key: TextKey, value: string) => void;
  errorFor: (field: string) => string | null;
  /** The tab shown (the first when none); the form switches to one whose fields have errors. */
  tab: Locale | undefined;
  onTab: (language: Locale) => void;
}

/**
 * The vacancy's title, description and requirements in the tenant's other languages: a tab per
 * language, marked while its translation is missing or has errors, with how many are missing.
 */
export function VacancyTranslations({
  main,
  languages,
  textOf,
  onChange,
  errorFor,
  tab,
  onTab,
}: VacancyTranslationsProps) {
  const intl = useIntl();
  const shown = languages.find((language) => language === tab) ?? languages[0];
  if (!shown) return null;
  const missing = languages.filter((language) => isMissing(textOf(language)));
  const tabId = (language: Locale) => `vacancy-translation-tab-${language}`;
  const panelId = 'vacancy-translation-panel';
  const text = textOf(shown);
  const shownName = languageName(intl, shown);

  // Arrow keys move between the tabs (mirrored right to left), Home and End to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const index = languages.indexOf(shown);
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | undefined;
    if (event.key in steps) {
      next = (index + (steps[event.key] ?? 0) + languages.length) % languages.length;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = languages.length - 1;
    const language = next === undefined ? undefined : languages[next];
    if (!language) return;
    event.preventDefault();
    onTab(language);
    document.getElementById(tabId(language))?.focus();
  };

  return (
    <Card as="section" className="mb-3" aria-labelledby="vacancy-translations-title">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="vacancy-translations-title" className="h5 mb-0">
            <FormattedMessage id="recruiting.translations" />
          </h2>
          <Badge
            bg={missing.length > 0 ? 'warning' : 'success'}
            text={missing.length > 0 ? 'dark' : undefined}
            className="fw-normal"
          >
            <FormattedMessage
              id="recruiting.translations.missingCount"
              values={{ count: missing.length, total: languages.length }}
            />
          </Badge>
        </div>
        <ul
          className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden position-relative"
          role="tablist"
          aria-labelledby="vacancy-translations-title"
          onKeyDown={onKeyDown}
        >
          {languages.map((language) => {
            const selected = language === shown;
            const invalid = TEXT_KEYS.some((key) => errorFor(translationField(language, key)));
            return (
              <li key={language} className="nav-item" role="presentation">
                <button
                  type="button"
                  role="tab"
                  id={tabId(language)}
                  className={`nav-link d-flex align-items-center gap-1 text-nowrap ${selected ? 'active' : ''}`}
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => onTab(language)}
                >
                  <span>{languageName(intl, language, true)}</span>
                  {missing.includes(language) ? (
                    <Badge bg="warning" text="dark" className="fw-normal">
                      <span className="visually-hidden"> </span>
                      <FormattedMessage id="recruiting.translations.missing" />
                    </Badge>
                  ) : null}
                  {invalid ? (
                    <span className="text-danger d-inline-flex">
                      <AlertCircle size={14} aria-hidden="true" />
                      <span className="visually-hidden">
                        {' '}
                        <FormattedMessage id="recruiting.translations.hasErrors" />
                      </span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(shown)}
          className="border border-top-0 rounded-bottom p-3 d-grid gap-3"
        >
          <p className="small text-body-secondary mb-0">
            <FormattedMessage
              id="recruiting.translations.hint"
              values={{ language: shownName, main: languageName(intl, main) }}
            />
          </p>
          {TEXT_KEYS.map((key) => {
            const id = `vacancy-${shown}-${key}`;
            const label = intl.formatMessage({ id: FIELD_LABEL[key] }, { language: shownName });
            const error = errorFor(translationField(shown, key));
            if (key !== 'title') {
              return (
                <MarkdownEditor
                  key={id}
                  id={id}
                  label={label}
                  value={text[key]}
                  error={error}
                  lang={shown}
                  onChange={(value) => onChange(shown, key, value)}
                />
              );
            }
            return (
              <Form.Group key={id} controlId={id}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  type="text"
                  lang={shown}
                  value={text.title}
                  maxLength={150}
                  isInvalid={Boolean(error)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => onChange(shown, key, event.target.value)}
                />
                {error ? (
                  <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                    {error}
                  </Form.Control.Feedback>
                ) : null}
              </Form.Group>
            );
          })}
        </div>
      </Card.Body>
    </Card>
  );
}
