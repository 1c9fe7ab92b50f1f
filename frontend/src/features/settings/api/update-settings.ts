import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { settingsKeys } from './query-keys';
import { useApplyTenant } from './use-apply-tenant';

export function updateSettings(input: Schemas['SettingsInput']) {
  return dataOf(api.PUT('/api/v1/admin/settings', { body: input }));
}

export function useUpdateSettings() {
  const applyTenant = useApplyTenant();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      applyTenant(settings);
      // A new retention changes what is due.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.retention() });
    },
  });
}
