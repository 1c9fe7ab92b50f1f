import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf, VacancyPage } from '@/lib/api/types';
import { vacancyKeys } from './query-keys';

export type VacancyListParams = QueryOf<'/api/v1/vacancies'>;

export function getVacancies(
  params: VacancyListParams,
  signal?: AbortSignal,
): Promise<VacancyPage> {
  return dataOf(api.GET('/api/v1/vacancies', { params: { query: params }, signal }));
}

export function vacanciesQueryOptions(params: VacancyListParams) {
  return queryOptions({
    queryKey: vacancyKeys.list(params),
    queryFn: ({ signal }) => getVacancies(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useVacancies(params: VacancyListParams) {
  return useQuery(vacanciesQueryOptions(params));
}
