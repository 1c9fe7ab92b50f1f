import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { LanguageTabs } from '@/components/ui/LanguageTabs';
import { TextField } from '@/components/ui/TextField';
import type { Locale } from '@/lib/i18n/catalogs';
import { MarkdownEditor } from './MarkdownEditor';
import {
  TEXT_KEYS,
  type TextKey,
  type VacancyText,
  isMissing,
  translationField,
} from './vacancy-draft';

/** A language's name in the reader's language ("alemão" reading Portuguese). */
function languageName(intl: IntlShape, language: Locale): string {
  return intl.formatDisplayName(language, { type: 'language' }) ?? language;
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
  const text = textOf(shown);
  const shownName = languageName(intl, shown);

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
        <LanguageTabs
          languages={languages}
          shown={shown}
          onTab={onTab}
          labelledBy="vacancy-translations-title"
          tabId={(language) => `vacancy-translation-tab-${language}`}
          panelId="vacancy-translation-panel"
          isMissing={(language) => missing.includes(language)}
          hasErrors={(language) =>
            TEXT_KEYS.some((key) => errorFor(translationField(language, key)))
          }
          // The spaces keep the tab's name and its mark apart for a screen reader ("French missing").
          missingLabel={
            <>
              <span className="visually-hidden"> </span>
              <FormattedMessage id="recruiting.translations.missing" />
            </>
          }
          errorsLabel={
            <>
              {' '}
              <FormattedMessage id="recruiting.translations.hasErrors" />
            </>
          }
          panelClassName="d-grid gap-3"
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
              <TextField
                key={id}
                id={id}
                className=""
                label={label}
                lang={shown}
                value={text.title}
                maxLength={150}
                error={error}
                onChange={(value) => onChange(shown, key, value)}
              />
            );
          })}
        </LanguageTabs>
      </Card.Body>
    </Card>
  );
}
