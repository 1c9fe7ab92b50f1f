import { env } from '@/config/env';
import { hasErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { getTenant } from '@/lib/tenant/get-tenant';

const SLUG = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

export type TenantResolution =
  { kind: 'resolved'; slug: string; tenant?: Schemas['PublicTenant'] } | { kind: 'suspended' };

/**
 * Names the careers site at start-up, with one request: the tenant endpoint without a tenant
 * header, which answers the tenant the server maps this Host to. A mapped (branded) host names the
 * only tenant the app uses there: a `?tenant=` link or a stored tenant that disagrees is ignored,
 * so another tenant cannot take over the host's site. On a host the server maps to none (the
 * platform's own), the stored tenant comes first, then a `?tenant=` link, then the build's default.
 */
export async function resolveTenant(
  search: string,
  stored: string | null,
): Promise<TenantResolution> {
  try {
    const tenant = await getTenant(null);
    return { kind: 'resolved', slug: tenant.slug, tenant };
  } catch (error) {
    // A suspended host-mapped site must not silently become the default tenant.
    if (hasErrorCode(error, 'tenant_suspended')) return { kind: 'suspended' };
  }
  if (stored !== null) return { kind: 'resolved', slug: stored };
  const fromLink = new URLSearchParams(search).get('tenant');
  if (fromLink && SLUG.test(fromLink)) return { kind: 'resolved', slug: fromLink };
  return { kind: 'resolved', slug: env.VITE_DEFAULT_TENANT };
}
