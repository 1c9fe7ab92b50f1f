import { type RenderResult, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { routes } from '@/app/router/routes';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session/session-store';
import type { SessionUser } from '@/lib/session/types';

export interface RenderAppOptions {
  /** Signs this user in (token, userInfo, isLogin) before the first render. */
  user?: SessionUser;
  /** The starting address, e.g. "/login?tenant=demo". */
  url?: string;
  /** The viewport width; 1280 (horizontal layout) unless given. */
  width?: number;
  /** The stored tenant; `null` leaves it to be resolved. */
  tenantID?: string | null;
}

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Renders the whole app (routes, layouts, providers) at `url`, the way a user would see it. */
export function renderApp({
  user,
  url = '/',
  width = 1280,
  tenantID = 'demo',
}: RenderAppOptions = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  setViewportWidth(width);
  if (tenantID) useSession.getState().setTenant(tenantID);
  if (user) useSession.getState().signIn(user, `token-of-${user.email}`);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
