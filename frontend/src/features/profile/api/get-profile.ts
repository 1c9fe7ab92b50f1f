import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type Profile = Schemas['Profile'];
export const PROFILE_KEY = ['profile'] as const;

/** The applicant's profile, or null before the first save (the server answers 404). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await apiRequest<Profile>('/api/v1/me/profile', { ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_KEY, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** The account's name, read when `needed` (a failure leaves it empty: the field is then typed). */
export function useAccountName(needed: boolean): { name: string; loading: boolean } {
  const account = useQuery({
    queryKey: ['account-name'],
    queryFn: ({ signal }) => apiRequest<Schemas['User']>('/api/v1/me', { signal }),
    enabled: needed,
    staleTime: Infinity,
    retry: false,
  });
  return { name: account.data?.name ?? '', loading: needed && account.isPending };
}
