import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useApplyTenant } from './use-apply-tenant';

/**
 * TEMPORARY `& { timeZone }` until `npm run gen:api` brings the document's `timeZone` (issue 19);
 * then it is `Schemas['SettingsInput']` again.
 */
export type SettingsInput = Schemas['SettingsInput'] & { timeZone?: string };

export function updateSettings(input: SettingsInput) {
  return dataOf(api.PUT('/api/v1/admin/settings', { body: input }));
}

export function useUpdateSettings() {
  const applyTenant = useApplyTenant();
  return useMutation({ mutationFn: updateSettings, onSuccess: applyTenant });
}
