import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { settingsKeys } from './query-keys';

export function updateUser({ id, changes }: { id: string; changes: Schemas['UpdateUser'] }) {
  return dataOf(api.PATCH('/api/v1/admin/users/{id}', { params: { path: { id } }, body: changes }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // A changed department changes the departments' head counts too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.departments() }),
      ]),
  });
}
