import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { messageKeys } from './query-keys';
import type { MailCounts } from './types';

/** New mail arrives without the page knowing: the counts are asked again every minute. */
const COUNTS_REFRESH_MS = 60_000;

export function getMailCounts(signal?: AbortSignal): Promise<MailCounts> {
  return dataOf(api.GET('/api/v1/mail/counts', { signal }));
}

export function mailCountsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.counts(),
    queryFn: ({ signal }) => getMailCounts(signal),
    refetchInterval: COUNTS_REFRESH_MS,
    // Back at the tab after reading mail elsewhere: the badges catch up at once.
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The unread counts: one query shared by the menu's badge, the mail sidebar and My Application,
 * asked only while someone is signed in.
 */
export function useMailCounts() {
  const isLogin = useSession((state) => state.isLogin);
  return useQuery({ ...mailCountsQueryOptions(), enabled: isLogin });
}
