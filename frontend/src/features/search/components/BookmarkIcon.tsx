import type { Bookmark } from '../api/types';
import { GROUP_ICON, isShownGroup } from './search-text';

/** A record's bookmark shows its group's icon; a page's, the first letter of its title. */
export function BookmarkIcon({ bookmark, size = 16 }: { bookmark: Bookmark; size?: number }) {
  if (!isShownGroup(bookmark.icon)) {
    return (
      <span className="bookmark-letter" aria-hidden="true">
        {bookmark.title.charAt(0).toUpperCase()}
      </span>
    );
  }
  const Icon = GROUP_ICON[bookmark.icon];
  return <Icon size={size} aria-hidden="true" className="flex-shrink-0" />;
}
