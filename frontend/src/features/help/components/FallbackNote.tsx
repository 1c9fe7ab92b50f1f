import { Globe } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HelpLanguage } from '../api/types';
import { languageName } from './use-help-language';

/**
 * "Shown in English: not yet translated", when a text is not in the language asked for (the server
 * fell back to the tenant's default, or to any language the text has). Nothing otherwise.
 */
export function FallbackNote({
  language,
  wanted,
  className = '',
}: {
  language: HelpLanguage;
  wanted: HelpLanguage;
  className?: string;
}) {
  const intl = useIntl();
  if (language === wanted) return null;
  return (
    <span className={`help-fallback d-inline-flex align-items-center gap-1 small ${className}`}>
      <Globe size={14} aria-hidden="true" className="flex-shrink-0" />
      <FormattedMessage id="help.fallback" values={{ language: languageName(intl, language) }} />
    </span>
  );
}
