import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { ssoProviderKeys } from '@/lib/sso/get-sso-provider';
import { ssoSettingsQueryOptions } from './get-sso-settings';

export type SsoInput = Schemas['SsoInput'];

/** Sets the provider; the server checks the issuer (discovery) before it keeps anything. */
export function updateSsoSettings(input: SsoInput) {
  return dataOf(api.PUT('/api/v1/admin/sso', { body: input }));
}

/** The settings take the answer; the sign-in pages ask again whether (and how) to offer it. */
export function useUpdateSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSsoSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(ssoSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ssoProviderKeys.all });
    },
  });
}
