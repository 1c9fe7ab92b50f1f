import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/lib/api/client';
import { schedulingKeys } from './query-keys';
import { schedulingApi } from './types';

/** The signed-in applicant's requests for interview times, across their applications. */
export function useMyScheduling() {
  return useQuery({
    queryKey: schedulingKeys.mine(),
    queryFn: async ({ signal }) =>
      (await dataOf(schedulingApi.GET('/api/v1/me/scheduling', { signal }))).data,
  });
}
