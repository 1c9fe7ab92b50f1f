import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { deskKeys } from './query-keys';

export type AdminVacancy = Schemas['AdminVacancy'];

export function getAdminVacancy(id: number, signal?: AbortSignal): Promise<AdminVacancy> {
  return dataOf(api.GET('/api/v1/admin/vacancies/{id}', { params: { path: { id } }, signal }));
}

export function adminVacancyQueryOptions(id: number) {
  return queryOptions({
    queryKey: deskKeys.vacancy(id),
    queryFn: ({ signal }) => getAdminVacancy(id, signal),
  });
}

export function useAdminVacancy(id: number | null) {
  return useQuery({ ...adminVacancyQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
