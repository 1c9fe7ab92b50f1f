import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { syncSessionAcrossTabs, useSession } from '@/lib/session/session-store';
import { ThemeEffects } from './customizer/ThemeEffects';
import { TenantGate } from './tenant/TenantGate';

/**
 * The chat socket, fetched only once someone signs in: a visitor's careers pages never load it.
 * It is open on every page then, so that the menu's unread badge follows new messages.
 */
const ChatConnection = lazy(() =>
  import('@/features/chat/socket/ChatConnection').then((m) => ({ default: m.ChatConnection })),
);

/**
 * The root route: lets the API client navigate, follows other tabs, applies the theme, and keeps
 * the chat socket open while someone is signed in.
 */
export function AppShell() {
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);

  useLayoutEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
  }, [navigate]);

  useEffect(() => syncSessionAcrossTabs(), []);

  return (
    <>
      <ThemeEffects />
      <TenantGate>
        <Outlet />
        {isLogin ? (
          <Suspense fallback={null}>
            <ChatConnection />
          </Suspense>
        ) : null}
      </TenantGate>
    </>
  );
}
