import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useApplyTenant } from './use-apply-tenant';

export function updateSettings(input: Schemas['SettingsInput']) {
  return dataOf(api.PUT('/api/v1/admin/settings', { body: input }));
}

export function useUpdateSettings() {
  const applyTenant = useApplyTenant();
  return useMutation({ mutationFn: updateSettings, onSuccess: applyTenant });
}
