/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_TENANT?: string;
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Replaced at build time by vite.config.ts with the parsed, validated variables. */
declare const __APP_ENV__: import('./config/env-schema').Env;
