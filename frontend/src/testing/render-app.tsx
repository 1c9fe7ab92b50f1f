import { act, type RenderResult, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/router/AppRoutes';
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

/** What a test can see of the router: where the app is, and a way to go somewhere. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: To | number) => Promise<void>;
  /** Calls `listener` with every location the app goes to from now on. */
  subscribe: (listener: (state: { location: Location }) => void) => void;
}

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Reports every location the app reaches, with the navigate function of that moment. */
function RouterProbe({
  onChange,
}: {
  onChange: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onChange(location, navigate), [onChange, location, navigate]);
  return null;
}

/** Renders the whole app (routes, layouts, providers) at `url`, the way a user would see it. */
export function renderApp({
  user,
  url = '/',
  width = 1280,
  tenantID = 'demo',
}: RenderAppOptions = {}): RenderResult & { router: TestRouter } {
  setViewportWidth(width);
  if (tenantID) useSession.getState().setTenant(tenantID);
  if (user) useSession.getState().signIn(user, `token-of-${user.email}`);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const listeners: ((state: { location: Location }) => void)[] = [];
  const router: TestRouter = {
    state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } },
    navigate: () => Promise.reject(new Error('the app has not rendered yet')),
    subscribe: (listener) => void listeners.push(listener),
  };
  const onChange = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = async (to) => {
      await act(async () => {
        if (typeof to === 'number') await navigate(to);
        else await navigate(to);
      });
    };
    for (const listener of listeners) listener({ location });
  };
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <RouterProbe onChange={onChange} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}
