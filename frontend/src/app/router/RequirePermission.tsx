import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAllowed } from '@/lib/session/role';
import { useSession } from '@/lib/session/session-store';
import type { Role } from '@/lib/session/types';

export const NOT_AUTHORIZED_ROUTE = '/misc/not-authorized';

/**
 * Guards a route with a permission list: visitors go to sign in, a signed-in role outside the list
 * goes to /misc/not-authorized.
 */
export function RequirePermission({
  permissions,
  children,
}: {
  permissions: readonly Role[];
  children: ReactNode;
}) {
  const isLogin = useSession((state) => state.isLogin);
  const role = useSession((state) => state.userInfo?.role ?? null);
  const endedByUser = useSession((state) => state.endedByUser);
  const location = useLocation();

  if (!isLogin || role === null) {
    if (endedByUser) return null;
    return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  if (!isAllowed(permissions, role)) {
    return <Navigate to={NOT_AUTHORIZED_ROUTE} replace />;
  }
  return children;
}
