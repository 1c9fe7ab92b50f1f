import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { integrationsKeys } from './query-keys';
import type { NewApiKey } from './types';

/** Every key of the tenant, newest first, revoked ones included. */
export function useApiKeys() {
  return useQuery({
    queryKey: integrationsKeys.apiKeys(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/api-keys', { signal })),
  });
}

/** Creates a key; the answer holds the key itself, shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewApiKey) => dataOf(api.POST('/api/v1/admin/api-keys', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/v1/admin/api-keys/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.apiKeys() }),
  });
}
