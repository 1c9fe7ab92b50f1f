import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Always answered with 202, whether or not the address has an account. */
export function forgotPassword(email: string): Promise<void> {
  return apiRequest<undefined>('/api/v1/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim() } satisfies Schemas['ForgotPassword'],
    skipRefresh: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
