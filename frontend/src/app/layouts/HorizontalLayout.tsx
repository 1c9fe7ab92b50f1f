import type { CustomizerSettings } from '@/app/customizer/customizer-store';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useSession } from '@/lib/session/session-store';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { navbarColorProps } from './navbar-color';
import { NavbarActions } from './NavbarActions';
import { PageOutlet } from './PageOutlet';
import { HorizontalMenu } from './signed-in';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The navbar takes its scrolled style after 50 px. */
export const NAVBAR_SCROLLED_AFTER = 50;

export function HorizontalLayout({ settings }: { settings: CustomizerSettings }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLLED_AFTER);
  const title = useSession((state) => state.dataErec?.erecruitmenttitle ?? '');
  const color = navbarColorProps(settings.navbarColor);

  return (
    <div className="app app-horizontal" data-testid="layout-horizontal">
      <SkipLink />
      <header
        className={`app-header navbar-${settings.navbarType} ${scrolled ? 'is-scrolled' : ''}`}
      >
        <div className="app-container">
          <div
            className={`app-navbar d-flex align-items-center gap-3 ${color.className}`}
            data-bs-theme={color.theme}
          >
            <Brand />
            {title ? <span className="app-title text-truncate">{title}</span> : null}
            <NavbarActions />
          </div>
          <HorizontalMenu />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-content app-container">
        <PageOutlet />
      </main>
      <Footer type={settings.footerType} />
    </div>
  );
}
