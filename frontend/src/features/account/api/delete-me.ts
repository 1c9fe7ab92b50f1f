import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Erases the account for good; the password confirms it is really the user. */
export function deleteMe(input: Schemas['EraseRequest']): Promise<void> {
  return apiRequest<undefined>('/api/v1/me', { method: 'DELETE', body: input });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
