import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { profileKeys } from './query-keys';

export function getPersonBasicInfo(person: number, signal?: AbortSignal) {
  return dataOf(api.POST('/api/v1/Persons/getPersonBasicInfo', { body: { id: person }, signal }));
}

export function personBasicInfoQueryOptions(person: number) {
  return queryOptions({
    queryKey: profileKeys.basicInfo(person),
    queryFn: ({ signal }) => getPersonBasicInfo(person, signal),
    // The avatar is decoration: a failure keeps the default picture and is not retried.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

const SAFE_IMAGE = /^(https?:|data:image\/|blob:|\/)/i;

/** The profile picture's address, or null for the default avatar (no person, error, no image). */
export function usePersonAvatar(person: number): string | null {
  const { data } = useQuery({ ...personBasicInfoQueryOptions(person), enabled: person > 0 });
  const image = data?.result.image;
  return typeof image === 'string' && SAFE_IMAGE.test(image) ? image : null;
}
