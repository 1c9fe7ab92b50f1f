import type { Locale } from '@/lib/i18n/catalogs';
import type { VacancyListParams } from './get-vacancies';

/**
 * Every careers-site query's key; invalidation uses these too. Lists and vacancies carry the
 * language they are asked in (the client's `Accept-Language`): a switch of language asks again.
 */
export const vacancyKeys = {
  all: ['vacancies'] as const,
  lists: () => [...vacancyKeys.all, 'list'] as const,
  list: (params: VacancyListParams, locale: Locale) =>
    [...vacancyKeys.lists(), locale, params] as const,
  detail: (id: number, locale: Locale) => [...vacancyKeys.all, 'detail', id, locale] as const,
  categoryCounts: () => [...vacancyKeys.all, 'category-counts'] as const,
  saved: () => [...vacancyKeys.all, 'saved'] as const,
  responseFigure: () => [...vacancyKeys.all, 'response-figure'] as const,
};
