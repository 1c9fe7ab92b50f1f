import { useIntl } from 'react-intl';
import type { SearchablePage } from '@/features/search/api/types';
import { useSession } from '@/lib/session/session-store';
import { helpLinks } from './help-links';
import { horizontalMenu, type MenuItem, verticalMenu } from './menu';
import { useVisibleMenu } from './use-visible-menu';
import { userMenuLinks } from './user-menu';

/**
 * The pages the signed-in role may open, by their titles in the language shown: the search finds
 * them by name. Both menus, since each has a page the other lacks (the vacancy list, the groups).
 */
export function useSearchablePages(): SearchablePage[] {
  const intl = useIntl();
  const role = useSession((state) => state.userInfo?.role ?? null);
  const vertical = useVisibleMenu(verticalMenu);
  const horizontal = useVisibleMenu(horizontalMenu);
  const pages = new Map<string, string>();
  const add = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.navLink && !pages.has(item.navLink)) {
        pages.set(item.navLink, intl.formatMessage({ id: item.title }));
      }
      add(item.children ?? []);
    }
  };
  add(vertical);
  add(horizontal);
  for (const link of [...userMenuLinks(role), ...helpLinks]) {
    if (!pages.has(link.to)) pages.set(link.to, intl.formatMessage({ id: link.title }));
  }
  return [...pages].map(([link, title]) => ({ link, title }));
}
