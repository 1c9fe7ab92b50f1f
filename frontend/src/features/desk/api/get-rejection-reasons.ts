import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';

/**
 * The tenant's rejection reasons, in order. The key is the one the reasons editor uses: a reason
 * added there is offered here at once.
 */
export function useRejectionReasons() {
  return useQuery({
    queryKey: ['stages', 'reasons'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/rejection-reasons', { signal })),
  });
}
