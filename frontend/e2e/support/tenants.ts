import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { e2eEnv } from './env';

const run = promisify(execFile);

export interface Credentials {
  email: string;
  password: string;
}

export interface Tenant {
  slug: string;
  name: string;
  /** The first admin, created with the tenant. */
  admin: Credentials;
}

/** The users `tenant-admin seed-demo` adds (with about 30 vacancies and some applications). */
export const DEMO_PASSWORD = 'demo-password-1';
export const demoUsers = {
  admin: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  staff: { email: 'staff@demo.test', password: DEMO_PASSWORD },
  applicant: { email: 'applicant@demo.test', password: DEMO_PASSWORD },
} satisfies Record<string, Credentials>;

async function tenantAdmin(args: string[], extraEnv: Record<string, string> = {}) {
  try {
    return await run(e2eEnv.tenantAdmin, args, { env: { ...process.env, ...extraEnv } });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`tenant-admin ${args[0] ?? ''} failed: ${stderr ?? String(error)}`);
  }
}

/**
 * A new tenant through tenant-admin, as an operator would make one; `seed` adds the demo data and
 * `branded` serves it on a host of its own, `<slug>.localhost` (the browser's loopback).
 */
export async function createTenant(
  name: string,
  { seed = false, branded = false } = {},
): Promise<Tenant> {
  const slug = `e2e-${randomBytes(5).toString('hex')}`;
  const admin = { email: `admin@${slug}.test`, password: `pw-${randomBytes(9).toString('hex')}` };
  const hosts = branded ? ['--host', `${slug}.localhost`] : [];
  // The password goes through the environment, as tenant-admin recommends.
  await tenantAdmin(['create', slug, '--name', name, '--admin-email', admin.email, ...hosts], {
    ERECRUIT_ADMIN_PASSWORD: admin.password,
  });
  if (seed) await tenantAdmin(['seed-demo', slug, '--files-dir', e2eEnv.filesDir]);
  return { slug, name, admin };
}

export async function deleteTenant(slug: string) {
  await tenantAdmin(['delete', slug, '--yes', '--files-dir', e2eEnv.filesDir]);
}
