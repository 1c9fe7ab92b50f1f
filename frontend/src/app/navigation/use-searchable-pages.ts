import { BookOpen, HelpCircle } from 'react-feather';
import { useIntl } from 'react-intl';
import type { PageIcon, SearchablePage } from '@/features/search/api/types';
import { useSession } from '@/lib/session/session-store';
import { type HelpLink, helpLinks } from './help-links';
import { horizontalMenu, type MenuItem, verticalMenu } from './menu';
import { useVisibleMenu } from './use-visible-menu';
import { userMenuLinks } from './user-menu';

/** What a bookmark of a help page shows. */
const HELP_ICONS: Record<HelpLink['id'], PageIcon> = {
  faq: HelpCircle,
  knowledgeBase: BookOpen,
};

/**
 * The pages the signed-in role may open, by their titles in the language shown and with their menu
 * icons: the search finds them by name, a bookmark of one shows its icon. Both menus, since each
 * has a page the other lacks (the vacancy list, the groups).
 */
export function useSearchablePages(): SearchablePage[] {
  const intl = useIntl();
  const role = useSession((state) => state.userInfo?.role ?? null);
  const vertical = useVisibleMenu(verticalMenu);
  const horizontal = useVisibleMenu(horizontalMenu);
  const pages = new Map<string, SearchablePage>();
  const add = (items: readonly MenuItem[]) => {
    for (const { navLink: link, title, icon, children } of items) {
      if (link && !pages.has(link)) {
        pages.set(link, { link, title: intl.formatMessage({ id: title }), icon });
      }
      add(children ?? []);
    }
  };
  add(vertical);
  add(horizontal);
  const helpPages = helpLinks.map((help) => ({ ...help, icon: HELP_ICONS[help.id] }));
  for (const { to: link, title, icon } of [...userMenuLinks(role), ...helpPages]) {
    if (!pages.has(link)) pages.set(link, { link, title: intl.formatMessage({ id: title }), icon });
  }
  return [...pages.values()];
}
