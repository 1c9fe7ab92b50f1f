import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { stagesKeys } from './query-keys';
import type { ReasonsInput, RejectionReason } from './types';

export function getRejectionReasons(signal?: AbortSignal): Promise<RejectionReason[]> {
  return dataOf(api.GET('/api/v1/admin/rejection-reasons', { signal }));
}

/** The tenant's rejection reasons in order (archived ones are not listed). */
export function useRejectionReasons() {
  return useQuery({
    queryKey: stagesKeys.reasons(),
    queryFn: ({ signal }) => getRejectionReasons(signal),
  });
}

export function saveRejectionReasons(input: ReasonsInput): Promise<RejectionReason[]> {
  return dataOf(api.PUT('/api/v1/admin/rejection-reasons', { body: input }));
}

/** The whole list (1 to 30): reasons left out are archived. */
export function useSaveRejectionReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRejectionReasons,
    onSuccess: (reasons) => queryClient.setQueryData(stagesKeys.reasons(), reasons),
  });
}
