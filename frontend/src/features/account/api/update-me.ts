import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Changes the signed-in user's name and/or language (the language of their e-mails). */
export function updateMe(changes: Schemas['UpdateMe']): Promise<Schemas['User']> {
  return dataOf(api.PUT('/api/v1/me', { body: changes }));
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}
