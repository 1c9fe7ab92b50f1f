import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { VacancyDetail } from '@/lib/api/types';
import { vacancyKeys } from './query-keys';

export function getVacancy(id: number, signal?: AbortSignal): Promise<VacancyDetail> {
  return dataOf(api.GET('/api/v1/vacancies/{id}', { params: { path: { id } }, signal }));
}

export function vacancyQueryOptions(id: number) {
  return queryOptions({
    queryKey: vacancyKeys.detail(id),
    queryFn: ({ signal }) => getVacancy(id, signal),
  });
}

export function useVacancy(id: number) {
  return useQuery({ ...vacancyQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
