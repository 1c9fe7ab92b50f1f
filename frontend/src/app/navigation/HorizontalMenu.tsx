import Dropdown from 'react-bootstrap/Dropdown';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { type MenuItem, horizontalMenu } from './menu';
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
                <Dropdown>
                  <Dropdown.Toggle
                    variant="link"
                    className={`hmenu-link ${isActive(item, pathname) ? 'active' : ''}`}
                  >
                    <Icon size={16} aria-hidden="true" />
                    <FormattedMessage id={item.title} />
                  </Dropdown.Toggle>
                  <Dropdown.Menu className="shadow">
                    {item.navLink ? (
                      <>
                        <Dropdown.Item as={Link} to={item.navLink}>
                          <FormattedMessage id={item.title} />
                        </Dropdown.Item>
                        <Dropdown.Divider />
                      </>
                    ) : null}
                    {item.children.map((child) => (
                      <Dropdown.Item
                        key={child.id}
                        as={Link}
                        to={child.navLink ?? '/'}
                        active={isActive(child, pathname)}
                      >
                        <FormattedMessage id={child.title} />
                      </Dropdown.Item>
                    ))}
                  </Dropdown.Menu>
                </Dropdown>
              </li>
            );
          }
          return (
            <li key={item.id} className="nav-item">
              <NavLink to={item.navLink ?? '/'} end={item.navLink === '/'} className="hmenu-link">
                <Icon size={16} aria-hidden="true" />
                <FormattedMessage id={item.title} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
