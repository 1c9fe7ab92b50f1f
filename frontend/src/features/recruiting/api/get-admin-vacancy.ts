import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { AdminVacancy } from './types';

export function getAdminVacancy(id: number, signal?: AbortSignal) {
  return apiRequest<AdminVacancy>(`/api/v1/admin/vacancies/${id}`, {
    ...(signal ? { signal } : {}),
  });
}

export function adminVacancyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin-vacancy', id],
    queryFn: ({ signal }) => getAdminVacancy(id, signal),
  });
}

export function useAdminVacancy(id: number | null) {
  return useQuery({ ...adminVacancyQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
