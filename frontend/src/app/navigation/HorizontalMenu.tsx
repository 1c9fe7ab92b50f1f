import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { MenuButton } from '@/components/ui/MenuButton';
import { type MenuItem, horizontalMenu } from './menu';
import { MenuBadge } from './MenuBadge';
import { useVisibleMenu } from './use-visible-menu';

function isActive(item: MenuItem, pathname: string): boolean {
  if (item.navLink && (item.navLink === '/' ? pathname === '/' : pathname.startsWith(item.navLink)))
    return true;
  return item.children?.some((child) => isActive(child, pathname)) ?? false;
}

export function HorizontalMenu() {
  const intl = useIntl();
  const items = useVisibleMenu(horizontalMenu);
  const { pathname } = useLocation();
  if (items.length === 0) return null;

  return (
    <nav className="app-hmenu" aria-label={intl.formatMessage({ id: 'nav.mainMenu' })}>
      <ul className="nav gap-1 px-2">
        {items.map((item) => {
          const Icon = item.icon;
          if (item.children) {
            return (
              <li key={item.id} className="nav-item">
                <MenuButton
                  toggleClassName={`hmenu-link ${isActive(item, pathname) ? 'active' : ''}`}
                  menuClassName="shadow"
                  toggle={
                    <>
                      <Icon size={16} aria-hidden="true" />
                      <FormattedMessage id={item.title} />
                    </>
                  }
                >
                  {item.navLink ? (
                    <>
                      <Link className="dropdown-item" to={item.navLink}>
                        <FormattedMessage id={item.title} />
                      </Link>
                      <hr className="dropdown-divider" />
                    </>
                  ) : null}
                  {item.children.map((child) => {
                    const active = isActive(child, pathname);
                    return (
                      <Link
                        key={child.id}
                        className={`dropdown-item ${active ? 'active' : ''}`}
                        aria-current={active ? 'page' : undefined}
                        to={child.navLink ?? '/'}
                      >
                        <FormattedMessage id={child.title} />
                      </Link>
                    );
                  })}
                </MenuButton>
              </li>
            );
          }
          return (
            <li key={item.id} className="nav-item">
              <NavLink to={item.navLink ?? '/'} end={item.navLink === '/'} className="hmenu-link">
                <Icon size={16} aria-hidden="true" />
                <FormattedMessage id={item.title} />
                <MenuBadge badge={item.badge} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
