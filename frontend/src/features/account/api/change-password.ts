import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export type ChangePasswordInput = Schemas['ChangePassword'];

/** 204 on success; other sessions of the user are signed out, this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.PUT('/api/v1/me/password', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
