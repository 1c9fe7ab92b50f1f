import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export type ApplicationDetail = Schemas['ApplicationDetail'];

export function getApplication(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  return dataOf(api.GET('/api/v1/admin/applications/{id}', { params: { path: { id } }, signal }));
}

export function applicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: deskKeys.application(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });
}

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}
