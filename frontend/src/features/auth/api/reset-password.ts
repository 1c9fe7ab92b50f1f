import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
  /** The tenant named by the reset link, which may differ from the stored one. */
  tenant: string | undefined;
}

export async function resetPassword({
  token,
  newPassword,
  tenant,
}: ResetPasswordInput): Promise<void> {
  await api.POST('/api/v1/auth/reset-password', {
    body: { token, newPassword },
    ...(tenant ? { params: { header: { tenantid: tenant } } } : {}),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
