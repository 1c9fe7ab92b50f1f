import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { vacancyKeys } from './query-keys';

export async function addSavedVacancy(id: number): Promise<void> {
  await api.PUT('/api/v1/me/saved-vacancies/{id}', { params: { path: { id } } });
}

export function useAddSavedVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSavedVacancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacancyKeys.saved() }),
  });
}
