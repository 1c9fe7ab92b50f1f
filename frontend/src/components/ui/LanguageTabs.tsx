import type { KeyboardEvent, ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { AlertCircle } from 'react-feather';
import { useIntl } from 'react-intl';

export interface LanguageTabsProps<L extends string> {
  /** The languages, a tab each, in order. */
  languages: readonly L[];
  /** The language whose panel is shown; one of `languages`. */
  shown: L;
  onTab: (language: L) => void;
  /** The heading that names the tab list. */
  labelledBy: string;
  tabId: (language: L) => string;
  panelId: string;
  /** Whether a language's texts are still missing: its tab then carries `missingLabel`. */
  isMissing: (language: L) => boolean;
  /** Whether a language's fields have errors: its tab then carries a mark that says `errorsLabel`. */
  hasErrors: (language: L) => boolean;
  /** The missing badge's words, with any spacing a screen reader should hear before them. */
  missingLabel: ReactNode;
  /** What a screen reader hears for the error mark, which is an icon only. */
  errorsLabel: ReactNode;
  /** Classes the panel adds to its frame (a grid of the fields, say). */
  panelClassName?: string;
  /** The shown language's fields. */
  children: ReactNode;
}

/**
 * Tabs of the languages an entry is translated into, each marked while its translation is missing
 * or has errors, and the panel of the shown one: the help's and the vacancies' translation editors.
 */
export function LanguageTabs<L extends string>({
  languages,
  shown,
  onTab,
  labelledBy,
  tabId,
  panelId,
  isMissing,
  hasErrors,
  missingLabel,
  errorsLabel,
  panelClassName,
  children,
}: LanguageTabsProps<L>) {
  const intl = useIntl();
  // "Alemão" for a tab, where the name alone is written in sentence form ("alemão").
  const tabName = (language: L) => {
    const name = intl.formatDisplayName(language, { type: 'language' }) ?? language;
    return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
  };

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
    <>
      {/* Positioned, so that the visually hidden words of a tab scrolled out of sight stay within
          the list instead of widening the page. */}
      <ul
        className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden position-relative"
        role="tablist"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
      >
        {languages.map((language) => {
          const selected = language === shown;
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
                <span>{tabName(language)}</span>
                {isMissing(language) ? (
                  <Badge bg="warning" text="dark" className="fw-normal">
                    {missingLabel}
                  </Badge>
                ) : null}
                {hasErrors(language) ? (
                  <span className="text-danger d-inline-flex">
                    <AlertCircle size={14} aria-hidden="true" />
                    <span className="visually-hidden">{errorsLabel}</span>
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
        className={['border border-top-0 rounded-bottom p-3', panelClassName]
          .filter(Boolean)
          .join(' ')}
      >
        {children}
      </div>
    </>
  );
}
