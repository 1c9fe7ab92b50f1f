import { env } from '@/config/env';
import { hasErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { getTenant } from '@/lib/tenant/get-tenant';

const SLUG = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

export type TenantResolution =
  | { kind: 'resolved'; slug: string; tenant?: Schemas['PublicTenant'] }
  /** Neither the named tenant nor the Host's: the server's `unknown_tenant`. */
  | { kind: 'unknown'; slug: string }
  | { kind: 'suspended' };

/**
 * The tenant start-up knows without asking: the stored one, else a well-formed `?tenant=` link,
 * else the build's default. There always is one.
 */
export function knownTenant(
  search: string,
  stored: string | null,
  fallback: string = env.VITE_DEFAULT_TENANT,
): string {
  if (stored !== null) return stored;
  const fromLink = new URLSearchParams(search).get('tenant');
  if (fromLink && SLUG.test(fromLink)) return fromLink;
  return fallback;
}

/**
 * Whether start-up asks the server's Host mapping (the tenant endpoint without a tenant header)
 * after asking for the known tenant: only when the server refused that one as `unknown_tenant`. A
 * host mapped to a tenant serves that tenant only and refuses any other name (a stale stored
 * tenant, a link, the build's default), and its answer without a header is its own tenant; on the
 * platform's own hosts a refused name has no tenant at all, and that answer is a 404 too. The known
 * tenant's branding, a suspended tenant or a server that cannot be reached settle start-up without
 * it.
 */
export function asksHostMapping(failure: unknown): boolean {
  return hasErrorCode(failure, 'unknown_tenant');
}

/**
 * Names the careers site at start-up. It asks for the tenant it knows (`knownTenant`), whose
 * branding the app needs anyway, so a page load on the platform's own hosts makes no failing call.
 * A refusal means a branded host that serves another tenant, whose tenant the Host mapping then
 * names (and so a `?tenant=` link or a stored tenant cannot take over its site), or a tenant that
 * does not exist.
 */
export async function resolveTenant(
  search: string,
  stored: string | null,
): Promise<TenantResolution> {
  const slug = knownTenant(search, stored);
  try {
    const tenant = await getTenant(slug);
    return { kind: 'resolved', slug: tenant.slug, tenant };
  } catch (error) {
    // A suspended site must not silently become another tenant's.
    if (hasErrorCode(error, 'tenant_suspended')) return { kind: 'suspended' };
    if (!asksHostMapping(error)) return { kind: 'resolved', slug };
  }
  try {
    const tenant = await getTenant(null);
    return { kind: 'resolved', slug: tenant.slug, tenant };
  } catch (error) {
    if (hasErrorCode(error, 'tenant_suspended')) return { kind: 'suspended' };
    if (hasErrorCode(error, 'unknown_tenant')) return { kind: 'unknown', slug };
    return { kind: 'resolved', slug };
  }
}
