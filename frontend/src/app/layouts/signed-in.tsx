import { type ComponentType, Suspense, lazy } from 'react';
import { useSession } from '@/lib/session/session-store';

/**
 * The navbar's signed-in parts (the menus with their icons and unread counts, the search and the
 * bookmarks, the user's dropdown) are one chunk, fetched once someone signs in: a visitor on a
 * careers page never downloads them.
 */
const load = () => import('./signed-in-navbar');
type Parts = Awaited<ReturnType<typeof load>>;

/** A part shown only while someone is signed in (nothing meanwhile, nothing to visitors). */
function signedInOnly<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  const Part = lazy(() => load().then((parts) => ({ default: pick(parts) })));
  return function SignedInOnly(props: P) {
    const isLogin = useSession((state) => state.isLogin);
    if (!isLogin) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const HorizontalMenu = signedInOnly((parts) => parts.HorizontalMenu);
export const VerticalMenu = signedInOnly((parts) => parts.VerticalMenu);
export const SearchAndBookmarks = signedInOnly((parts) => parts.SignedInSearch);
export const UserDropdown = signedInOnly((parts) => parts.UserDropdown);
