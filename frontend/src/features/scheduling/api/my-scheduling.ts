import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';

/** The signed-in applicant's requests for interview times, across their applications. */
export function useMyScheduling() {
  return useQuery({
    queryKey: schedulingKeys.mine(),
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/v1/me/scheduling', { signal }))).data,
  });
}
