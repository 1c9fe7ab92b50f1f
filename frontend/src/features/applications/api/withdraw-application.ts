import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { myApplicationKeys } from '@/lib/applications/get-my-applications';

export function withdrawApplication(id: number) {
  return dataOf(api.POST('/api/v1/me/applications/{id}/withdraw', { params: { path: { id } } }));
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKeys.all }),
  });
}
