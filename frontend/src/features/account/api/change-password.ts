import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type ChangePasswordInput = Schemas['ChangePassword'];

/** 204 on success; other sessions of the user are signed out, this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest<undefined>('/api/v1/me/password', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
