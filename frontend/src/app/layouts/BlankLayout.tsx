import { Outlet } from 'react-router';
import { LanguageDropdown } from './LanguageDropdown';

/** Full-screen layout of the sign-in and misc pages. */
export function BlankLayout() {
  return (
    <div className="blank-layout">
      <div className="blank-layout-language">
        <LanguageDropdown />
      </div>
      <main className="blank-layout-content">
        <Outlet />
      </main>
    </div>
  );
}
