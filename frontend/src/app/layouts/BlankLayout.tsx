import { LanguageDropdown } from './LanguageDropdown';
import { PageOutlet } from './PageOutlet';

/** Full-screen layout of the sign-in and misc pages. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      <div className="blank-layout-language">
        <LanguageDropdown />
      </div>
      <main className="blank-layout-content">
        <PageOutlet />
      </main>
    </div>
  );
}
