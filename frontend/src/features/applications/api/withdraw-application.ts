import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { MY_APPLICATIONS_KEY, type MyApplication } from '@/lib/applications/get-my-applications';

export function withdrawApplication(id: number) {
  return apiRequest<MyApplication>(`/api/v1/me/applications/${id}/withdraw`, { method: 'POST' });
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_KEY }),
  });
}
