import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { MaintenanceRoute } from '@/app/router/MiscRoutes';
import { FullPageSpinner } from '@/components/ui/FullPageSpinner';
import { hasErrorCode } from '@/lib/api/api-error';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useSession } from '@/lib/session/session-store';
import { tenantQueryOptions, useCurrentTenant } from '@/lib/tenant/get-tenant';
import { resolveTenant, type TenantResolution } from './resolve-tenant';

/**
 * Renders the app once the tenant is known, keeps `dataErec` in step with its branding and shows
 * the visitor's language among the tenant's. The tenant is settled before any other request: the
 * server refuses a tenant header that disagrees with a branded host, so a stale stored tenant is
 * corrected first.
 */
export function TenantGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const tenantID = useSession((state) => state.tenantID);
  const dataErec = useSession((state) => state.dataErec);
  const setTenant = useSession((state) => state.setTenant);
  const setDataErec = useSession((state) => state.setDataErec);
  const applyVisitorLocale = useLocaleStore((state) => state.applyVisitorLocale);
  /** What start-up settled on; `null` until then. */
  const [start, setStart] = useState<TenantResolution | null>(null);
  const site = start === null || start.kind === 'suspended' ? null : start.slug;
  const tenant = useCurrentTenant({ enabled: start?.kind === 'resolved' });

  useEffect(() => {
    let cancelled = false;
    const stored = useSession.getState().tenantID;
    void resolveTenant(window.location.search, stored).then((resolution) => {
      if (cancelled) return;
      if (resolution.kind !== 'suspended') {
        if (resolution.kind === 'resolved' && resolution.tenant) {
          const { queryKey } = tenantQueryOptions(resolution.slug);
          queryClient.setQueryData(queryKey, resolution.tenant);
        }
        if (useSession.getState().tenantID !== resolution.slug) setTenant(resolution.slug);
      }
      setStart(resolution);
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, setTenant]);

  // Another tab's Log Out empties storage, and so this tab's tenant: the page stays on its site.
  useEffect(() => {
    if (site !== null && tenantID === null) setTenant(site);
  }, [site, tenantID, setTenant]);

  const branding = tenant.data;
  useEffect(() => {
    if (!branding) return;
    if (dataErec?.erecruitmenttitle !== branding.erecruitmenttitle) {
      setDataErec({ erecruitmenttitle: branding.erecruitmenttitle });
    }
  }, [branding, dataErec, setDataErec]);

  useEffect(() => {
    if (!branding) return;
    applyVisitorLocale(branding);
    document.title = branding.erecruitmenttitle || branding.name;
  }, [branding, applyVisitorLocale]);

  if (start?.kind === 'suspended') {
    return (
      <div className="blank-layout">
        <MaintenanceRoute />
      </div>
    );
  }
  if (site === null || tenantID === null)
    return <FullPageSpinner label={intl.formatMessage({ id: 'app.loading' })} />;
  if (start?.kind === 'unknown' || hasErrorCode(tenant.error, 'unknown_tenant')) {
    return (
      <div className="blank-layout">
        <div className="misc-page text-center">
          <h1 className="h3">{intl.formatMessage({ id: 'error.unknown_tenant' })}</h1>
        </div>
      </div>
    );
  }
  return children;
}
