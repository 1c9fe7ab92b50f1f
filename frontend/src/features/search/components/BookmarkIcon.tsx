import { useContext } from 'react';
import { Bookmark as BookmarkSign } from 'react-feather';
import type { Bookmark } from '../api/types';
import { PagesContext, pageOfLink } from './page-icon';
import { GROUP_ICON, isShownGroup } from './search-text';

/**
 * A record's bookmark shows its group's icon (vacancies, candidates, …); a page's, the icon the
 * menus give the page it opens (see `pageOfLink`), else a bookmark. The icon is decoration: the
 * bookmark's title names its link.
 */
export function BookmarkIcon({ bookmark, size = 16 }: { bookmark: Bookmark; size?: number }) {
  const pages = useContext(PagesContext);
  const page = pageOfLink(bookmark.link, pages);
  const Icon =
    isShownGroup(bookmark.icon) && bookmark.icon !== 'pages'
      ? GROUP_ICON[bookmark.icon]
      : (page?.icon ?? BookmarkSign);
  return <Icon size={size} aria-hidden="true" className="flex-shrink-0" />;
}
