import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { SAVED_VACANCIES_KEY } from './get-saved-vacancies';

export function unsaveVacancy(id: number): Promise<void> {
  return apiRequest<undefined>(`/api/v1/me/saved-vacancies/${id}`, { method: 'DELETE' });
}

export function useUnsaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsaveVacancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_VACANCIES_KEY }),
  });
}
