import type { Schemas } from '@/lib/api/types';

export type ApiKey = Schemas['ApiKey'];
export type NewApiKey = Schemas['NewApiKey'];
export type WebhookEndpoint = Schemas['WebhookEndpoint'];
export type WebhookEndpointInput = Schemas['WebhookEndpointInput'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type DeliveryPage = Schemas['Page_WebhookDelivery'];

/** What an API key may reach: each area read or write (`vacancies:read`, …). */
export const SCOPE_AREAS = [
  'vacancies',
  'applications',
  'candidates',
  'calendar',
  'offers',
] as const;
export type ScopeArea = (typeof SCOPE_AREAS)[number];
export const SCOPE_ACCESS = ['read', 'write'] as const;
export type ScopeAccess = (typeof SCOPE_ACCESS)[number];

export function scopeOf(area: ScopeArea, access: ScopeAccess): string {
  return `${area}:${access}`;
}

/** The events an endpoint may listen to, grouped by what they are about. */
export const EVENT_GROUPS = [
  {
    area: 'applications',
    events: [
      'application.created',
      'application.stage_changed',
      'application.hired',
      'application.rejected',
    ],
  },
  { area: 'vacancies', events: ['vacancy.published', 'vacancy.closed'] },
  { area: 'candidates', events: ['candidate.erased'] },
  {
    area: 'offers',
    events: [
      'offer.approved',
      'offer.sent',
      'offer.accepted',
      'offer.declined',
      'offer.withdrawn',
      'offer.expired',
    ],
  },
] as const satisfies readonly { area: ScopeArea; events: readonly string[] }[];
export type WebhookEventName = (typeof EVENT_GROUPS)[number]['events'][number];

/** `pending`, `delivered` or `failed`, as the delivery log says. */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** `list` with `value` in it (once) or without it. */
export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  const rest = list.filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}
