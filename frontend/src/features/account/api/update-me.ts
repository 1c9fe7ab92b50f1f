import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Changes the signed-in user's name and/or language (the language of their e-mails). */
export function updateMe(changes: Schemas['UpdateMe']): Promise<Schemas['User']> {
  return apiRequest<Schemas['User']>('/api/v1/me', { method: 'PUT', body: changes });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}
