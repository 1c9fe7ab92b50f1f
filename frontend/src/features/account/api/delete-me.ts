import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Erases the account for good; the password confirms it is really the user. */
export async function deleteMe(input: Schemas['EraseRequest']): Promise<void> {
  await api.DELETE('/api/v1/me', { body: input });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
