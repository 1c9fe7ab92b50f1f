import { LanguageDropdown } from './LanguageDropdown';
import { PageOutlet } from './PageOutlet';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Full-screen layout of the sign-in and misc pages. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      <SkipLink />
      <div className="blank-layout-language">
        <LanguageDropdown />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="blank-layout-content">
        <PageOutlet />
      </main>
    </div>
  );
}
