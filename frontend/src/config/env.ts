import type { Env } from './env-schema';

/** The build's variables, parsed by vite.config.ts with `parseEnv` (see env-schema.ts). */
export const env: Env = __APP_ENV__;
