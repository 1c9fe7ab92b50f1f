import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useApplyTenant } from './use-apply-tenant';

export function updateSettings(input: Schemas['SettingsInput']) {
  return apiRequest<Schemas['PublicTenant']>('/api/v1/admin/settings', {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateSettings() {
  const applyTenant = useApplyTenant();
  return useMutation({ mutationFn: updateSettings, onSuccess: applyTenant });
}
