import { useSession } from '@/lib/session/session-store';
import { type MenuItem, visibleMenu } from './menu';

export function useVisibleMenu(items: readonly MenuItem[]): MenuItem[] {
  const isLogin = useSession((state) => state.isLogin);
  const role = useSession((state) => state.userInfo?.role ?? null);
  const person = useSession((state) => state.userInfo?.person ?? 0);
  return visibleMenu(items, { role: isLogin ? role : null, person });
}
