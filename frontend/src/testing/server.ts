import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { demoTenant } from './fixtures';

/** Answers every test needs; a test adds its own with `server.use(...)`. */
export const defaultHandlers = [http.get('/api/v1/tenant', () => HttpResponse.json(demoTenant))];

export const server = setupServer(...defaultHandlers);
