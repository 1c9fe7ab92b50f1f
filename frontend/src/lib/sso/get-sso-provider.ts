import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';

/** The sign-in pages read it; the admins' single sign-on settings change it. */
export const ssoProviderKeys = {
  all: ['sso-provider'] as const,
  of: (tenant: string) => [...ssoProviderKeys.all, tenant] as const,
};

/** Whether the tenant offers single sign-on, and under what name (public). */
export function getSsoProvider(signal?: AbortSignal) {
  return dataOf(api.GET('/api/authenticate/oidc/provider', { signal }));
}

export function ssoProviderQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: ssoProviderKeys.of(tenant),
    queryFn: ({ signal }) => getSsoProvider(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The tenant's provider as the sign-in page and the lock screen offer it: `null` while unknown,
 * when it is off, or when it cannot be asked (the password form is there all the same).
 */
export function useSsoProvider(): { displayName: string } | null {
  const tenantID = useSession((state) => state.tenantID);
  const { data } = useQuery({
    ...ssoProviderQueryOptions(tenantID ?? ''),
    enabled: tenantID !== null,
  });
  return data?.enabled && data.displayName ? { displayName: data.displayName } : null;
}
