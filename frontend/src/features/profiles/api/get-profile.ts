import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { profileKeys } from './query-keys';

export type Profile = Schemas['Profile'];

/** The applicant's profile, or null before the first save (the server answers 404). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await dataOf(api.GET('/api/v1/me/profile', { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
