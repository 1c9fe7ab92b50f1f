import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export type PipelineParams = QueryOf<'/api/v1/admin/vacancies/{id}/applications'>;

export function getVacancyApplications(
  vacancyId: number,
  params: PipelineParams,
  signal?: AbortSignal,
) {
  return dataOf(
    api.GET('/api/v1/admin/vacancies/{id}/applications', {
      params: { path: { id: vacancyId }, query: params },
      signal,
    }),
  );
}

export function vacancyApplicationsQueryOptions(vacancyId: number, params: PipelineParams) {
  return queryOptions({
    queryKey: deskKeys.applicationList(vacancyId, params),
    queryFn: ({ signal }) => getVacancyApplications(vacancyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVacancyApplications(vacancyId: number, params: PipelineParams, enabled = true) {
  return useQuery({ ...vacancyApplicationsQueryOptions(vacancyId, params), enabled });
}
