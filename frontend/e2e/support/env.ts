/** What scripts/e2e.sh hands the suite; a missing value fails at once with the reason. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with scripts/e2e.sh (make e2e)`);
  return value;
}

export const e2eEnv = {
  baseUrl: required('E2E_BASE_URL'),
  tenantAdmin: required('E2E_TENANT_ADMIN'),
  filesDir: required('E2E_FILES_DIR'),
  /** Where the server writes mail as `.eml` files, a folder per tenant. */
  mailDir: required('E2E_MAIL_DIR'),
  /** The test OpenID provider (scripts/oidc-provider.mjs): client `erecruit`, secret `test-secret`. */
  oidcIssuer: required('E2E_OIDC_ISSUER'),
};
