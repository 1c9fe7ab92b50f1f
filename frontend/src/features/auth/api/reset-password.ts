import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
  /** The tenant named by the reset link, which may differ from the stored one. */
  tenant: string | undefined;
}

export function resetPassword({ token, newPassword, tenant }: ResetPasswordInput): Promise<void> {
  return apiRequest<undefined>('/api/v1/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword } satisfies Schemas['ResetPassword'],
    skipRefresh: true,
    ...(tenant ? { tenant } : {}),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
