import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import type { Locale } from '@/lib/i18n/catalogs';
import { useStartSession } from './start-session';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  locale: Locale;
}

export function register(input: RegisterInput): Promise<Schemas['LoginAnswer']> {
  return dataOf(
    api.POST('/api/authenticate/register/user', {
      body: {
        name: input.name.trim(),
        email: input.email.trim(),
        password: input.password,
        locale: input.locale,
      },
    }),
  );
}

export function useRegister() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: register, onSuccess: startSession });
}
