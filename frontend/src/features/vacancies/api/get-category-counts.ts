import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { vacancyKeys } from './query-keys';

export function getCategoryCounts(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/vacancies/categories', { signal }));
}

export function categoryCountsQueryOptions() {
  return queryOptions({
    queryKey: vacancyKeys.categoryCounts(),
    queryFn: ({ signal }) => getCategoryCounts(signal),
  });
}

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions());
}
