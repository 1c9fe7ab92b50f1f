import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/catalogs';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useSession } from '@/lib/session/session-store';

export const tenantKeys = {
  all: ['tenant'] as const,
  /** Per language: the recruitment title and privacy notice are read in the visitor's. */
  detail: (slug: string, locale: Locale) => [...tenantKeys.all, slug, locale] as const,
};

/**
 * `tenant` names the careers site by its slug; `null` sends no tenant header so the server picks
 * the tenant from the Host name. The answer may be kept a minute by any cache, so the browser is
 * asked to revalidate it (`no-cache`, a 304 when unchanged): a fetch after an admin's change must
 * not be served the branding from before it.
 */
export function getTenant(
  tenant: string | null,
  signal?: AbortSignal,
): Promise<Schemas['PublicTenant']> {
  return dataOf(
    api.GET('/api/v1/tenant', {
      params: { header: { tenantid: tenant ?? undefined } },
      signal,
      cache: 'no-cache',
    }),
  );
}

/** The answer is in `locale`: the API client sends the chosen language as `Accept-Language`. */
export function tenantQueryOptions(
  tenant: string,
  locale: Locale = useLocaleStore.getState().locale,
) {
  return queryOptions({
    queryKey: tenantKeys.detail(tenant, locale),
    queryFn: ({ signal }) => getTenant(tenant, signal),
    staleTime: 5 * 60_000,
    // After a switch of language the branding stays until it arrives in the new one.
    placeholderData: (previous) => previous,
  });
}

/**
 * The current tenant's branding (name for the brand, title from `dataErec`); `enabled: false`
 * holds the request back (until start-up has settled the tenant).
 */
export function useCurrentTenant({ enabled = true } = {}) {
  const tenantID = useSession((state) => state.tenantID);
  const locale = useLocaleStore((state) => state.locale);
  return useQuery({
    ...tenantQueryOptions(tenantID ?? '', locale),
    enabled: enabled && tenantID !== null,
  });
}
