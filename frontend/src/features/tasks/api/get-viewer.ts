import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { taskKeys } from './query-keys';
import type { TaskPerson } from './types';

/**
 * Who is signed in: whom a new task is for unless another colleague is chosen. The session knows
 * after a sign-in or a token refresh, but not after the page is loaded again (it keeps the user in
 * memory only): then the account is asked for.
 */
export function useViewer(): TaskPerson | null {
  const session = useSession((state) => state.user);
  const account = useQuery({
    queryKey: taskKeys.viewer(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/me', { signal })),
    enabled: session === null,
    staleTime: Infinity,
  });
  const user = session ?? account.data ?? null;
  return user ? { id: user.id, name: user.name } : null;
}
