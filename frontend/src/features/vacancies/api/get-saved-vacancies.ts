import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { vacancyKeys } from './query-keys';

export function getSavedVacancies(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/me/saved-vacancies', { signal }));
}

export function savedVacanciesQueryOptions() {
  return queryOptions({
    queryKey: vacancyKeys.saved(),
    queryFn: ({ signal }) => getSavedVacancies(signal),
    // Vacancy titles in the page's language.
    meta: { inLanguage: true },
  });
}

/** Only applicants have a wishlist; for anyone else the query stays idle. */
export function useSavedVacancies(enabled: boolean) {
  return useQuery({ ...savedVacanciesQueryOptions(), enabled });
}
