import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { automationsKeys } from './query-keys';
import type { AutomationSettings } from './types';

/** How the tenant keeps applicants informed. */
export function useAutomationSettings() {
  return useQuery({
    queryKey: automationsKeys.settings(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/automation-settings', { signal })),
  });
}

export function useSaveAutomationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AutomationSettings) =>
      dataOf(api.PUT('/api/v1/admin/automation-settings', { body: input })),
    onSuccess: (saved) => queryClient.setQueryData(automationsKeys.settings(), saved),
  });
}
