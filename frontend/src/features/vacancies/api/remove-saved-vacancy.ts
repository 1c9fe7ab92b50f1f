import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { vacancyKeys } from './query-keys';

export async function removeSavedVacancy(id: number): Promise<void> {
  await api.DELETE('/api/v1/me/saved-vacancies/{id}', { params: { path: { id } } });
}

export function useRemoveSavedVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedVacancy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacancyKeys.saved() }),
  });
}
