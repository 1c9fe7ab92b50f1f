import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Category, EmploymentType, VacancyPage, Workplace } from '@/lib/api/types';

export interface VacancyListParams {
  category?: Category | undefined;
  q?: string | undefined;
  location?: string | undefined;
  employmentType?: EmploymentType | undefined;
  workplace?: Workplace | undefined;
  page?: number | undefined;
  perPage?: number | undefined;
}

export function vacancyListQueryString(params: VacancyListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function getVacancies(params: VacancyListParams, signal?: AbortSignal) {
  return apiRequest<VacancyPage>(`/api/v1/vacancies${vacancyListQueryString(params)}`, {
    ...(signal ? { signal } : {}),
  });
}

export function vacanciesQueryOptions(params: VacancyListParams) {
  return queryOptions({
    queryKey: ['vacancies', params],
    queryFn: ({ signal }) => getVacancies(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useVacancies(params: VacancyListParams) {
  return useQuery(vacanciesQueryOptions(params));
}
