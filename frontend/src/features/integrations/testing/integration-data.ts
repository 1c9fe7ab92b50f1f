import { http, HttpResponse } from 'msw';
import type { ErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { errorBody } from '@/testing/fixtures';
import { server } from '@/testing/server';

export const KEY_ID = '00000000-0000-4000-8000-0000000000a1';
export const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000b1';
export const HOOK_URL = 'https://hooks.example.com/erecruit';

export function anApiKey(overrides: Partial<Schemas['ApiKey']> = {}): Schemas['ApiKey'] {
  return {
    id: KEY_ID,
    name: 'HR sync',
    prefix: 'erk_ab12',
    scopes: ['vacancies:read', 'applications:write'],
    expiresAt: null,
    lastUsedAt: '2026-11-28T09:30:00Z',
    createdAt: '2026-11-01T08:00:00Z',
    revokedAt: null,
    identity: 'api-key:HR sync',
    ...overrides,
  };
}

export function anEndpoint(
  overrides: Partial<Schemas['WebhookEndpoint']> = {},
): Schemas['WebhookEndpoint'] {
  return {
    id: ENDPOINT_ID,
    url: HOOK_URL,
    description: 'Payroll',
    events: ['application.hired'],
    enabled: true,
    disabledAt: null,
    consecutiveFailures: 0,
    previousSecretUntil: null,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}

export function aDelivery(
  overrides: Partial<Schemas['WebhookDelivery']> = {},
): Schemas['WebhookDelivery'] {
  return {
    webhookId: 'msg_1',
    id: '00000000-0000-4000-8000-0000000000c1',
    event: 'application.hired',
    state: 'failed',
    createdAt: '2026-11-29T10:00:00Z',
    finishedAt: '2026-11-30T10:00:00Z',
    body: '{"type":"application.hired","data":{"applicationId":5}}',
    attempts: [
      {
        attempt: 2,
        startedAt: '2026-11-29T10:05:00Z',
        latencyMs: 840,
        status: 503,
        error: null,
        response: 'Service Unavailable',
      },
      {
        attempt: 1,
        startedAt: '2026-11-29T10:00:01Z',
        latencyMs: 10000,
        status: null,
        error: 'timed out',
        response: null,
      },
    ],
    ...overrides,
  };
}

/** The page's two lists as the server answers them; a test adds the calls it makes. */
export function answerLists(keys: Schemas['ApiKey'][], endpoints: Schemas['WebhookEndpoint'][]) {
  server.use(
    http.get('/api/v1/admin/api-keys', () => HttpResponse.json(keys)),
    http.get('/api/v1/admin/webhooks', () => HttpResponse.json(endpoints)),
  );
}

/** 400 `validation_failed` naming these fields' problems. */
export function invalid(fields: Record<string, ErrorCode>) {
  return HttpResponse.json(errorBody('validation_failed', 'Invalid.', fields), { status: 400 });
}
