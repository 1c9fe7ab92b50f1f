import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { integrationsKeys } from './query-keys';
import type { DeliveryPage, WebhookEndpointInput } from './types';

/** How many deliveries a page of the log shows. */
export const DELIVERIES_PER_PAGE = 20;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: integrationsKeys.webhooks(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/webhooks', { signal })),
  });
}

function useInvalidateEndpoints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: integrationsKeys.webhooks() });
}

/** Adds an endpoint (the answer holds its secret, shown once). */
export function useCreateWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) =>
      dataOf(api.POST('/api/v1/admin/webhooks', { body: input })),
    onSuccess: invalidate,
  });
}

export function useChangeWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WebhookEndpointInput }) =>
      dataOf(api.PUT('/api/v1/admin/webhooks/{id}', { params: { path: { id } }, body: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/v1/admin/webhooks/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}

/** A new secret, shown once; the previous one keeps signing for 24 hours. */
export function useRotateWebhookSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.POST('/api/v1/admin/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** One page of the endpoint's delivery log, newest first. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: integrationsKeys.deliveries(endpointId, page),
    queryFn: ({ signal }): Promise<DeliveryPage> =>
      dataOf(
        api.GET('/api/v1/admin/webhooks/{id}/deliveries', {
          params: { path: { id: endpointId }, query: { page, perPage: DELIVERIES_PER_PAGE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Queues a finished delivery to be sent again (the same `webhook-id`). */
export function useSendDeliveryAgain(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: string) => {
      await api.POST('/api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/send-again', {
        params: { path: { id: endpointId, deliveryId } },
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: integrationsKeys.allDeliveries(endpointId) }),
  });
}
