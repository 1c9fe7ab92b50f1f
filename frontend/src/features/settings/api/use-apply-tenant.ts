import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';
import { tenantKeys, tenantQueryOptions } from '@/lib/tenant/get-tenant';
import { settingsQueryOptions } from './get-settings';

/**
 * New settings show at once: the branding query, the settings page and the stored title take the
 * answer. The answer's texts are the default language's, so the branding is then fetched again in
 * each language it is shown in.
 */
export function useApplyTenant() {
  const queryClient = useQueryClient();
  return (tenant: Schemas['AdminSettings']) => {
    const slug = useSession.getState().tenantID ?? tenant.slug;
    queryClient.setQueryData(tenantQueryOptions(slug).queryKey, tenant);
    queryClient.setQueryData(settingsQueryOptions().queryKey, tenant);
    useSession.getState().setDataErec({ erecruitmenttitle: tenant.erecruitmenttitle });
    void queryClient.invalidateQueries({ queryKey: tenantKeys.all });
  };
}
