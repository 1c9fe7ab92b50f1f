import { useSearchablePages } from '@/app/navigation/use-searchable-pages';
import { BookmarksRoute } from '@/features/search/routes/BookmarksRoute';

/** The bookmarks (dnd-kit, which reorders them, is part of this page's chunk only). */
export function BookmarksPage() {
  return <BookmarksRoute pages={useSearchablePages()} />;
}
