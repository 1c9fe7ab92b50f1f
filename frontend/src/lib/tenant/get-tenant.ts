import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';

export const tenantKeys = {
  all: ['tenant'] as const,
  detail: (slug: string) => [...tenantKeys.all, slug] as const,
};

/**
 * `tenant` names the careers site by its slug; `null` sends no tenant header so the server picks
 * the tenant from the Host name.
 */
export function getTenant(
  tenant: string | null,
  signal?: AbortSignal,
): Promise<Schemas['PublicTenant']> {
  return dataOf(
    api.GET('/api/v1/tenant', { params: { header: { tenantid: tenant ?? undefined } }, signal }),
  );
}

export function tenantQueryOptions(tenant: string) {
  return queryOptions({
    queryKey: tenantKeys.detail(tenant),
    queryFn: ({ signal }) => getTenant(tenant, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The current tenant's branding (name for the brand, title from `dataErec`); `enabled: false`
 * holds the request back (until start-up has settled the tenant).
 */
export function useCurrentTenant({ enabled = true } = {}) {
  const tenantID = useSession((state) => state.tenantID);
  return useQuery({ ...tenantQueryOptions(tenantID ?? ''), enabled: enabled && tenantID !== null });
}
