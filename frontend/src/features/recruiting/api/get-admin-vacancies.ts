import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Category, VacancyStatus } from '@/lib/api/types';
import type { AdminVacancyPage } from './types';

export interface AdminVacancyParams {
  status?: VacancyStatus | undefined;
  category?: Category | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
}

export const ADMIN_VACANCIES_KEY = ['admin-vacancies'] as const;

export function getAdminVacancies(params: AdminVacancyParams, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return apiRequest<AdminVacancyPage>(`/api/v1/admin/vacancies?${search.toString()}`, {
    ...(signal ? { signal } : {}),
  });
}

export function adminVacanciesQueryOptions(params: AdminVacancyParams) {
  return queryOptions({
    queryKey: [...ADMIN_VACANCIES_KEY, params],
    queryFn: ({ signal }) => getAdminVacancies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVacancies(params: AdminVacancyParams) {
  return useQuery(adminVacanciesQueryOptions(params));
}
