import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { vacancyKeys } from './query-keys';

/**
 * The tenant's measured response figure ("94 % heard back within 14 days"), when it shows one.
 * The server keeps it for an hour; so does the page.
 */
export function useResponseFigure() {
  return useQuery({
    queryKey: vacancyKeys.responseFigure(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/response-figure', { signal })),
    staleTime: 60 * 60 * 1000,
    // A careers page without the figure is a careers page still.
    retry: false,
    throwOnError: false,
  });
}
