import { env } from '@/config/env';
import { hasErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { getTenant } from '@/lib/tenant/get-tenant';

const SLUG = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

export type TenantResolution =
  { kind: 'resolved'; slug: string; tenant?: Schemas['PublicTenant'] } | { kind: 'suspended' };

/**
 * Names the careers site when storage does not: a `?tenant=` link, else the server's Host
 * mapping (the tenant endpoint without a tenant header), else the build's default.
 */
export async function resolveTenant(search: string): Promise<TenantResolution> {
  const fromLink = new URLSearchParams(search).get('tenant');
  if (fromLink && SLUG.test(fromLink)) return { kind: 'resolved', slug: fromLink };
  try {
    const tenant = await getTenant(null);
    return { kind: 'resolved', slug: tenant.slug, tenant };
  } catch (error) {
    // A suspended host-mapped site must not silently become the default tenant.
    if (hasErrorCode(error, 'tenant_suspended')) return { kind: 'suspended' };
  }
  return { kind: 'resolved', slug: env.VITE_DEFAULT_TENANT };
}
