import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export type AdminVacancyParams = QueryOf<'/api/v1/admin/vacancies'>;
/** A vacancy in the list: the whole vacancy, with its applicants and popularity. */
export type AdminVacancyRow = Awaited<ReturnType<typeof getAdminVacancies>>['data'][number];

export function getAdminVacancies(params: AdminVacancyParams, signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/vacancies', { params: { query: params }, signal }));
}

export function adminVacanciesQueryOptions(params: AdminVacancyParams) {
  return queryOptions({
    queryKey: deskKeys.vacancyList(params),
    queryFn: ({ signal }) => getAdminVacancies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVacancies(params: AdminVacancyParams) {
  return useQuery(adminVacanciesQueryOptions(params));
}
