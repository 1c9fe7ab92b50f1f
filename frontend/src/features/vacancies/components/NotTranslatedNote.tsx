import { Globe } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * "Shown in English: not translated yet", when a vacancy is not in the language on screen (the
 * server fell back to the tenant's default or the vacancy's own); nothing otherwise. The language
 * is named in the reader's language.
 */
export function NotTranslatedNote({
  language,
  className = '',
}: {
  language: string;
  className?: string;
}) {
  const intl = useIntl();
  if (language === intl.locale) return null;
  const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
  return (
    <p className={`small text-body-secondary d-flex align-items-center gap-1 ${className}`}>
      <Globe size={14} aria-hidden="true" className="flex-shrink-0" />
      <span>
        <FormattedMessage id="vacancy.notTranslated" values={{ language: name }} />
      </span>
    </p>
  );
}
