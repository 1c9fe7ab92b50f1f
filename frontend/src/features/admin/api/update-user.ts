import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export function updateUser({ id, changes }: { id: string; changes: Schemas['UpdateUser'] }) {
  return apiRequest<Schemas['User']>(`/api/v1/admin/users/${id}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}
