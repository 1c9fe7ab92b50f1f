import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { deskKeys } from './query-keys';

/** The filters, order and page of the tenant-wide application list. */
export type DeskParams = QueryOf<'/api/v1/admin/applications'>;
/** The orders the server offers (`-` first for descending); newest applications first by default. */
export const DESK_SORT_KEYS = ['appliedAt', 'name', 'status', 'vacancy', 'updatedAt'] as const;
export type DeskSortKey = (typeof DESK_SORT_KEYS)[number];
export type DeskSort = DeskSortKey | `-${DeskSortKey}`;
export const DEFAULT_DESK_SORT: DeskSort = '-appliedAt';
export type DeskPage = Awaited<ReturnType<typeof getDeskApplications>>;
/** An application as the recruiter's desk shows it, with the statuses it may move to now. */
export type DeskApplication = DeskPage['data'][number];

export function getDeskApplications(params: DeskParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/applications', { params: { query: params }, signal }));
}

export function deskApplicationsQueryOptions(params: DeskParams) {
  return queryOptions({
    queryKey: deskKeys.deskList(params),
    queryFn: ({ signal }) => getDeskApplications(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeskApplications(params: DeskParams) {
  return useQuery(deskApplicationsQueryOptions(params));
}
