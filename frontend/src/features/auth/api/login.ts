import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';

export type LoginInput = Schemas['LoginBody'];

/** Sign-in always goes to the site's own origin (never `gateweyURL`) and sets the refresh cookie. */
export function login(input: LoginInput): Promise<Schemas['LoginAnswer']> {
  return apiRequest<Schemas['LoginAnswer']>('/api/authenticate/login/user', {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password } satisfies LoginInput,
    siteOrigin: true,
    skipRefresh: true,
    withCredentials: true,
  });
}

export function useLogin() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => signIn(answer.user, answer.accessToken),
  });
}
