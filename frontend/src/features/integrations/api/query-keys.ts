/** Every integrations query's key; invalidation uses these too. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  apiKeys: () => [...integrationsKeys.all, 'api-keys'] as const,
  webhooks: () => [...integrationsKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: string, page: number) =>
    [...integrationsKeys.all, 'deliveries', endpointId, page] as const,
  allDeliveries: (endpointId: string) =>
    [...integrationsKeys.all, 'deliveries', endpointId] as const,
};
