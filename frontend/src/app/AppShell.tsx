import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useRememberApplySource } from '@/features/vacancies/components/apply/application-source';
import { LOCK_SCREEN_PATH, SSO_RETURN_PATH, setNavigator } from '@/lib/navigation';
import { syncSessionAcrossTabs, useSession } from '@/lib/session/session-store';
import { ThemeEffects } from './customizer/ThemeEffects';
import { TenantGate } from './tenant/TenantGate';

/** The chat socket and the idle timer, fetched only once someone signs in (SignedInParts). */
const SignedInParts = lazy(() =>
  import('./SignedInParts').then((m) => ({ default: m.SignedInParts })),
);

/**
 * The root route: lets the API client navigate, follows other tabs, keeps a job board's source
 * for the application it leads to, applies the theme, keeps the chat socket open and the idle
 * timer running while someone is signed in, and shows a locked session nothing but the lock screen
 * (or the end of a sign-in with the identity provider, which unlocks it).
 */
export function AppShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const locked = useSession((state) => state.isLogin && state.locked !== null);

  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  useEffect(() => syncSessionAcrossTabs(), []);
  // A job board's `?source=` on a vacancy's address, kept for the application (through sign-in).
  useRememberApplySource();

  return (
    <>
      <ThemeEffects />
      <TenantGate>
        {locked &&
        location.pathname !== LOCK_SCREEN_PATH &&
        location.pathname !== SSO_RETURN_PATH ? (
          <Navigate
            to={LOCK_SCREEN_PATH}
            replace
            state={{ from: location.pathname + location.search + location.hash }}
          />
        ) : (
          <Outlet />
        )}
        {isLogin && !locked ? (
          <Suspense fallback={null}>
            <SignedInParts />
          </Suspense>
        ) : null}
      </TenantGate>
    </>
  );
}
