import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { VacancyDetail } from '@/lib/api/types';

export function getVacancy(id: number, signal?: AbortSignal) {
  return apiRequest<VacancyDetail>(`/api/v1/vacancies/${id}`, { ...(signal ? { signal } : {}) });
}

export function vacancyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['vacancy', id],
    queryFn: ({ signal }) => getVacancy(id, signal),
  });
}

export function useVacancy(id: number) {
  return useQuery({ ...vacancyQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
