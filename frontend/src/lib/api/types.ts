import type { components } from './schema';

/** The API's shapes, generated from the server's OpenAPI document (`npm run gen:api`). */
export type Schemas = components['schemas'];
