import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { SavedVacancy } from '@/lib/api/types';

export const SAVED_VACANCIES_KEY = ['saved-vacancies'] as const;

export function getSavedVacancies(signal?: AbortSignal) {
  return apiRequest<SavedVacancy[]>('/api/v1/me/saved-vacancies', {
    ...(signal ? { signal } : {}),
  });
}

export function savedVacanciesQueryOptions() {
  return queryOptions({
    queryKey: SAVED_VACANCIES_KEY,
    queryFn: ({ signal }) => getSavedVacancies(signal),
  });
}

/** Only applicants have a wishlist; for anyone else the query stays idle. */
export function useSavedVacancies(enabled: boolean) {
  return useQuery({ ...savedVacanciesQueryOptions(), enabled });
}
