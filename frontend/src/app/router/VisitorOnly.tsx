import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session/session-store';

/** A signed-in user has nothing to do on the sign-in pages. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const isLogin = useSession((state) => state.isLogin);
  return isLogin ? <Navigate to="/" replace /> : children;
}
