import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop for the keyboard: straight past the menus to the page itself. */
export function SkipLink() {
  const intl = useIntl();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves without changing the address (the router owns it).
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link visually-hidden-focusable" onClick={skip}>
      {intl.formatMessage({ id: 'nav.skipToContent' })}
    </a>
  );
}
