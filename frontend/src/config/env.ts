import { z } from 'zod';

const slug = /^[a-z][a-z0-9-]{1,38}[a-z0-9]$/;

const EnvSchema = z.object({
  /** Tenant used when neither storage, a `?tenant=` link nor the server's Host mapping names one. */
  VITE_DEFAULT_TENANT: z
    .string()
    .regex(slug, 'must be a tenant slug such as "demo"')
    .default('demo'),
  /** Base address of the API when it is not the site's own origin (empty = same origin). */
  VITE_API_URL: z.union([z.url(), z.literal('')]).default(''),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the build's variables once and fails loudly, naming every bad one. */
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

export const env = parseEnv(import.meta.env);
