import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Always answered with 202, whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await api.POST('/api/v1/auth/forgot-password', { body: { email: email.trim() } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
