import { useSearchablePages } from '@/app/navigation/use-searchable-pages';
import { SearchRoute } from '@/features/search/slots';

/** The search's full results; the pages it finds come from the menus. */
export function SearchPage() {
  return <SearchRoute pages={useSearchablePages()} />;
}
