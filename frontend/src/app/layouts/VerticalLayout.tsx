import { type FocusEvent, type KeyboardEvent, type UIEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Disc, Menu } from 'react-feather';
import { useIntl } from 'react-intl';
import { type CustomizerSettings, useCustomizer } from '@/app/customizer/customizer-store';
import { CloseButton } from '@/components/ui/CloseButton';
import { PanelButton } from '@/components/ui/PanelButton';
import { useOpenedPanel } from '@/hooks/use-opened-panel';
import { useWindowWidth } from '@/hooks/use-window-width';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { navbarColorProps } from './navbar-color';
import { NavbarActions } from './NavbarActions';
import { PageOutlet } from './PageOutlet';
import { VerticalMenu } from './signed-in';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Below this width the sidebar is an overlay that opens from the navbar's menu button. */
export const SIDEBAR_DOCKED_MIN_WIDTH = 992;
/** The menu shows a shadow under its header after 100 px of menu scroll. */
export const MENU_SHADOW_AFTER = 100;

export function VerticalLayout({ settings }: { settings: CustomizerSettings }) {
  const intl = useIntl();
  const width = useWindowWidth();
  const update = useCustomizer((state) => state.update);
  const [menuShadow, setMenuShadow] = useState(false);
  const docked = width >= SIDEBAR_DOCKED_MIN_WIDTH;
  // The overlay menu takes the keyboard when it opens (it comes before the page in the tab order),
  // Escape closes it and gives focus back to the menu button, and Tab past its end closes it.
  const {
    open: overlayOpen,
    setOpen: setOverlayOpen,
    shown: overlay,
    openButton,
    focusRef: closeButton,
    close: closeOverlay,
  } = useOpenedPanel<HTMLButtonElement>(!docked);
  const collapsed = docked && settings.sidebarCollapsed;
  const color = navbarColorProps(settings.navbarColor);

  const onMenuScroll = (event: UIEvent<HTMLDivElement>) =>
    setMenuShadow(event.currentTarget.scrollTop > MENU_SHADOW_AFTER);
  // Below 1200 px a chosen item closes the overlay menu; the docked one stays.
  const onItemClick = () => setOverlayOpen(false);

  const onSidebarKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (overlay && event.key === 'Escape') {
      event.preventDefault();
      closeOverlay();
    }
  };
  const onSidebarBlur = (event: FocusEvent<HTMLElement>) => {
    if (overlay && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
      setOverlayOpen(false);
    }
  };

  const sidebarClass = [
    'app-sidebar',
    docked ? 'docked' : 'overlay',
    collapsed ? 'collapsed' : '',
    !docked && overlayOpen ? 'open' : '',
  ].join(' ');

  return (
    <div
      className={`app app-vertical ${collapsed ? 'sidebar-collapsed' : ''}`}
      data-testid="layout-vertical"
    >
      <SkipLink />
      <aside
        className={sidebarClass}
        data-bs-theme={settings.theme === 'semi-dark' ? 'dark' : undefined}
        // A closed overlay menu is out of sight, so it must be out of reach of Tab too.
        inert={!docked && !overlayOpen}
        onKeyDown={onSidebarKeyDown}
        onBlur={onSidebarBlur}
      >
        <div className={`sidebar-header ${menuShadow ? 'with-shadow' : ''}`}>
          <Brand compact={collapsed} />
          {docked ? (
            <Button
              variant="link"
              className="sidebar-toggle ms-auto p-1"
              aria-label={intl.formatMessage({
                id: settings.sidebarCollapsed ? 'nav.expandMenu' : 'nav.collapseMenu',
              })}
              aria-pressed={settings.sidebarCollapsed}
              onClick={() => update({ sidebarCollapsed: !settings.sidebarCollapsed })}
            >
              <Disc size={18} aria-hidden="true" />
            </Button>
          ) : (
            <CloseButton
              ref={closeButton}
              className="sidebar-toggle ms-auto p-1"
              label={intl.formatMessage({ id: 'nav.closeMenu' })}
              onClick={closeOverlay}
            />
          )}
        </div>
        <div className="sidebar-scroll" onScroll={onMenuScroll}>
          <VerticalMenu onItemClick={onItemClick} />
        </div>
      </aside>
      {!docked && overlayOpen ? (
        <div
          className="sidebar-backdrop"
          aria-hidden="true"
          onClick={() => setOverlayOpen(false)}
        />
      ) : null}
      <div className="app-main">
        {settings.navbarType === 'hidden' ? null : (
          <header className={`app-header navbar-${settings.navbarType}`}>
            <div
              className={`app-navbar d-flex align-items-center gap-2 ${color.className}`}
              data-bs-theme={color.theme}
            >
              {docked ? null : (
                <PanelButton
                  ref={openButton}
                  label={intl.formatMessage({ id: 'nav.openMenu' })}
                  expanded={overlayOpen}
                  onOpen={() => setOverlayOpen(true)}
                >
                  <Menu size={22} aria-hidden="true" />
                </PanelButton>
              )}
              <NavbarActions />
            </div>
          </header>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-content">
          <PageOutlet />
        </main>
        <Footer type={settings.footerType} />
      </div>
    </div>
  );
}
