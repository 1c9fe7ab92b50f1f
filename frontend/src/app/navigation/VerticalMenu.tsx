import { useState } from 'react';
import { ChevronRight } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { type MenuItem, verticalMenu } from './menu';
import { MenuBadge } from './MenuBadge';
import { useVisibleMenu } from './use-visible-menu';

interface VerticalMenuProps {
  /** Called after an item is chosen (the overlay sidebar closes then). */
  onItemClick: () => void;
}

interface MenuLinkProps {
  item: MenuItem;
  onItemClick: () => void;
  nested?: boolean;
}

function MenuLink({ item, onItemClick, nested = false }: MenuLinkProps) {
  const Icon = item.icon;
  return (
    <li className="vmenu-item">
      <NavLink
        to={item.navLink ?? '/'}
        end={item.navLink === '/'}
        className="vmenu-link"
        onClick={onItemClick}
      >
        <Icon size={nested ? 12 : 18} aria-hidden="true" />
        <span className="vmenu-title">
          <FormattedMessage id={item.title} />
        </span>
        <MenuBadge badge={item.badge} />
      </NavLink>
    </li>
  );
}

function MenuGroup({ item, onItemClick }: { item: MenuItem; onItemClick: () => void }) {
  const { pathname } = useLocation();
  const children = item.children ?? [];
  const containsActive = children.some(
    (child) => child.navLink && pathname.startsWith(child.navLink),
  );
  const [open, setOpen] = useState(containsActive);
  const Icon = item.icon;
  const listId = `vmenu-group-${item.id}`;
  return (
    <li className={`vmenu-item vmenu-group ${open ? 'open' : ''}`}>
      <button
        type="button"
        className={`vmenu-link ${containsActive ? 'contains-active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={18} aria-hidden="true" />
        <span className="vmenu-title">
          <FormattedMessage id={item.title} />
        </span>
        <ChevronRight size={16} className="vmenu-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="vmenu-children" hidden={!open}>
        {children.map((child) => (
          <MenuLink key={child.id} item={child} onItemClick={onItemClick} nested />
        ))}
      </ul>
    </li>
  );
}

export function VerticalMenu({ onItemClick }: VerticalMenuProps) {
  const intl = useIntl();
  const items = useVisibleMenu(verticalMenu);
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.mainMenu' })}>
      <ul className="vmenu">
        {items.map((item) =>
          item.children ? (
            <MenuGroup key={item.id} item={item} onItemClick={onItemClick} />
          ) : (
            <MenuLink key={item.id} item={item} onItemClick={onItemClick} />
          ),
        )}
      </ul>
    </nav>
  );
}
