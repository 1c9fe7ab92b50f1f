import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { calendarKeys } from './query-keys';

/** The signed-in colleague, as the calendar names people. */
export interface CalendarViewer {
  id: string;
  name: string;
}

/**
 * Who is signed in: the organiser of what they create, and one of the people whose free times
 * count. The session knows after a sign-in or a token refresh, but not after the page is loaded
 * again (it keeps the user in memory only): then the account is asked for.
 */
export function useCalendarViewer(): CalendarViewer | null {
  const session = useSession((state) => state.user);
  const account = useQuery({
    queryKey: calendarKeys.viewer(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/me', { signal })),
    enabled: session === null,
    staleTime: Infinity,
  });
  const user = session ?? account.data ?? null;
  return user ? { id: user.id, name: user.name } : null;
}
