import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { QueryOf, VacancyPage } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { vacancyKeys } from './query-keys';

export type VacancyListParams = QueryOf<'/api/v1/vacancies'>;

export function getVacancies(
  params: VacancyListParams,
  signal?: AbortSignal,
): Promise<VacancyPage> {
  return dataOf(api.GET('/api/v1/vacancies', { params: { query: params }, signal }));
}

/** `locale`: the language the client asks in (`Accept-Language`), part of the key. */
export function vacanciesQueryOptions(params: VacancyListParams, locale: Locale) {
  return queryOptions({
    queryKey: vacancyKeys.list(params, locale),
    queryFn: ({ signal }) => getVacancies(params, signal),
    // The previous page stays on screen while the next one (or the next language) loads.
    placeholderData: keepPreviousData,
  });
}

export function useVacancies(params: VacancyListParams) {
  const locale = useLocaleStore((state) => state.locale);
  return useQuery(vacanciesQueryOptions(params, locale));
}
