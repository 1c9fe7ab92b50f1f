import type { VacancyListParams } from './get-vacancies';

/** Every careers-site query's key; invalidation uses these too. */
export const vacancyKeys = {
  all: ['vacancies'] as const,
  lists: () => [...vacancyKeys.all, 'list'] as const,
  list: (params: VacancyListParams) => [...vacancyKeys.lists(), params] as const,
  detail: (id: number) => [...vacancyKeys.all, 'detail', id] as const,
  categoryCounts: () => [...vacancyKeys.all, 'category-counts'] as const,
  saved: () => [...vacancyKeys.all, 'saved'] as const,
};
