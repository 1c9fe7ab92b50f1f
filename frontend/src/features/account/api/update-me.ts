import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { setMe } from '@/lib/account/me';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';

/** Changes the signed-in user's name and/or language (the language of their e-mails). */
export function updateMe(changes: Schemas['UpdateMe']): Promise<Schemas['User']> {
  return dataOf(api.PUT('/api/v1/me', { body: changes }));
}

/** The answer is the account as it now is: every reader of `useMe` sees it at once. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => setMe(queryClient, me),
  });
}

/**
 * The language chosen in the navbar, remembered by the account too (for the language of e-mails).
 * Fetched with this module only when a signed-in user changes it; a failure leaves the account's
 * language as it was, unannounced, as the navbar's choice still applies to the page.
 */
export async function saveLocale(queryClient: QueryClient, locale: Schemas['UpdateMe']['locale']) {
  try {
    setMe(queryClient, await updateMe({ locale }));
  } catch {
    // Nothing to show: the page is in the chosen language either way.
  }
}
