import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api/api-error';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { settingsKeys } from './query-keys';

export type SsoSettings = Schemas['SsoSettings'];

/** The tenant's identity provider, or `null` before one is set up (404 `sso_not_configured`). */
export async function getSsoSettings(signal?: AbortSignal): Promise<SsoSettings | null> {
  try {
    return await dataOf(api.GET('/api/v1/admin/sso', { signal }));
  } catch (error) {
    if (hasErrorCode(error, 'sso_not_configured')) return null;
    throw error;
  }
}

export function ssoSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.sso(),
    queryFn: ({ signal }) => getSsoSettings(signal),
  });
}

export function useSsoSettings() {
  return useQuery(ssoSettingsQueryOptions());
}
