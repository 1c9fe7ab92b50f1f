import { Suspense, lazy } from 'react';
import { useSearchablePages } from '@/app/navigation/use-searchable-pages';

export { HorizontalMenu } from '@/app/navigation/HorizontalMenu';
export { VerticalMenu } from '@/app/navigation/VerticalMenu';
export { UserDropdown } from './UserDropdown';

/** The search box and the bookmarks (the search feature's chunk, fetched when first shown). */
const SearchNavbar = lazy(() =>
  import('@/features/search/slots').then((m) => ({ default: m.SearchNavbar })),
);

export function SignedInSearch() {
  const pages = useSearchablePages();
  return (
    <Suspense fallback={null}>
      <SearchNavbar pages={pages} />
    </Suspense>
  );
}
