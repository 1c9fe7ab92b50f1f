import * as z from 'zod/mini';

const slug = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

const EnvSchema = z.object({
  /** Tenant used when neither storage nor a `?tenant=` link names one (see resolve-tenant.ts). */
  VITE_DEFAULT_TENANT: z._default(
    z.string().check(z.regex(slug, 'must be a tenant slug such as "demo"')),
    'demo',
  ),
  /** Base address of the API when it is not the site's own origin (empty = same origin). */
  VITE_API_URL: z._default(z.union([z.url(), z.literal('')]), ''),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Parses the build's variables and fails loudly, naming every bad one. It runs once, when Vite
 * loads its config (vite.config.ts): a bad variable stops the build, and the browser receives the
 * parsed result without the parser.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid frontend environment: ${problems}`);
  }
  return result.data;
}
