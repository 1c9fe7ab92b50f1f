import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';

/** The signed-in user's account, as `GET /api/v1/me` answers it. */
export type Me = Schemas['User'];

/**
 * The one key of the account: every feature that reads it uses this query, and every write to the
 * account (name, language, the first profile save's person) updates it.
 */
export const meKeys = {
  all: ['me'] as const,
};

export function getMe(signal?: AbortSignal): Promise<Me> {
  return dataOf(api.GET('/api/v1/me', { signal }));
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => getMe(signal),
    // Only this user's own writes change it, and they update the cache themselves.
    staleTime: Infinity,
  });
}

export interface UseMeOptions {
  /** `false` holds the request back. */
  enabled?: boolean;
  /** `false` where a failure should leave the answer empty at once rather than after retries. */
  retry?: boolean;
}

/** The signed-in user's account. */
export function useMe({ enabled = true, retry }: UseMeOptions = {}) {
  return useQuery({ ...meQueryOptions(), enabled, ...(retry === false ? { retry } : {}) });
}

/** A write answered with the whole account: the cache holds the answer. */
export function setMe(queryClient: QueryClient, me: Me) {
  queryClient.setQueryData(meKeys.all, me);
}

/** A write that changed part of the account: the cached account (if any) takes the change. */
export function patchMe(queryClient: QueryClient, changes: Partial<Me>) {
  queryClient.setQueryData<Me>(meKeys.all, (me) => me && { ...me, ...changes });
}

/** Who is signed in, as the app names people. */
export interface SignedInUser {
  id: string;
  name: string;
}

/**
 * Who is signed in. The session knows after a sign-in or a token refresh, but not after the page
 * is loaded again (it keeps the user in memory only): then the account is asked for, unless
 * `enabled` is false. `loading` is true while that answer is awaited.
 */
export function useSignedInUser({ enabled = true, retry }: UseMeOptions = {}): {
  user: SignedInUser | null;
  loading: boolean;
} {
  const session = useSession((state) => state.user);
  const needed = enabled && session === null;
  const account = useMe({ enabled: needed, retry });
  const user = session ?? account.data ?? null;
  return {
    user: user ? { id: user.id, name: user.name } : null,
    loading: needed && account.isPending,
  };
}
