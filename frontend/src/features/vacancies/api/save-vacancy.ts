import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { SAVED_VACANCIES_KEY } from './get-saved-vacancies';

export function saveVacancy(id: number): Promise<void> {
  return apiRequest<undefined>(`/api/v1/me/saved-vacancies/${id}`, { method: 'PUT' });
}

export function useSaveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_VACANCIES_KEY }),
  });
}
