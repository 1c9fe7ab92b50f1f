import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { VacancyDetail } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { vacancyKeys } from './query-keys';

export function getVacancy(id: number, signal?: AbortSignal): Promise<VacancyDetail> {
  return dataOf(api.GET('/api/v1/vacancies/{id}', { params: { path: { id } }, signal }));
}

/** `locale`: the language the client asks in (`Accept-Language`), part of the key. */
export function vacancyQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: vacancyKeys.detail(id, locale),
    queryFn: ({ signal }) => getVacancy(id, signal),
    // After a switch of language the vacancy stays on screen until it arrives in the new one
    // (another vacancy's page never shows the previous one).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}

export function useVacancy(id: number) {
  const locale = useLocaleStore((state) => state.locale);
  return useQuery({
    ...vacancyQueryOptions(id, locale),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
