import type { RouteObject } from 'react-router';
import type { DeskView } from '@/features/desk/components/desk/desk-address';
import { RedirectTo, type RedirectTarget } from './RedirectTo';

export interface LegacyRedirect extends RedirectTarget {
  /** The old site's address, a route pattern (`:id`, `*`). */
  from: string;
}

/**
 * The old site's addresses (bookmarks, links in old e-mails) and the pages they lead to now. Each
 * target keeps its own route's guard, so an old address opens only for the roles that may see
 * where it leads. `/pages/invoice/:offerId` is a page again: an offer's printable letter.
 */
export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  // The dashboard is the admins' home.
  { from: '/ecommerce-dashboard', to: '/' },
  { from: '/data-list/list-view', to: '/applications', query: { view: 'list' satisfies DeskView } },
  {
    from: '/data-list/thumb-view',
    to: '/applications',
    query: { view: 'thumbs' satisfies DeskView },
  },
  { from: '/tables/*', to: '/applications' },
  { from: '/pages/user/list', to: '/app/user/list' },
  { from: '/pages/user/view/:id', to: '/app/user/view/:id' },
  { from: '/pages/profile', to: '/my-profile' },
];

export const legacyRoutes: RouteObject[] = LEGACY_REDIRECTS.map(({ from, ...target }) => ({
  path: from,
  element: <RedirectTo {...target} />,
}));
