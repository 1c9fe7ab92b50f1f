import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { CategoryCount } from '@/lib/api/types';

export function getCategoryCounts(signal?: AbortSignal) {
  return apiRequest<CategoryCount[]>('/api/v1/vacancies/categories', {
    ...(signal ? { signal } : {}),
  });
}

export function categoryCountsQueryOptions() {
  return queryOptions({
    queryKey: ['vacancy-categories'],
    queryFn: ({ signal }) => getCategoryCounts(signal),
  });
}

export function useCategoryCounts() {
  return useQuery(categoryCountsQueryOptions());
}
