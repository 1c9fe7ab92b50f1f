import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useStartSession } from './start-session';

export type LoginInput = Schemas['LoginBody'];

/** Sign-in goes to the site's own origin (never `gateweyURL`) and sets the refresh cookie. */
export function login(input: LoginInput): Promise<Schemas['LoginAnswer']> {
  return dataOf(
    api.POST('/api/authenticate/login/user', {
      body: { email: input.email.trim(), password: input.password },
    }),
  );
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
