import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useSession } from '@/lib/session/session-store';
import { useStartSession } from './start-session';

/** The tenant named by the invitation link, which may differ from the stored one. */
function tenantHeader(tenant: string | undefined) {
  return tenant ? { params: { header: { tenantid: tenant } } } : {};
}

/** What an invitation link invites to (the token goes in the body, so it stays out of logs). */
export function getInvitation(token: string, tenant: string | undefined, signal?: AbortSignal) {
  return dataOf(
    api.POST('/api/authenticate/invitation', { body: { token }, signal, ...tenantHeader(tenant) }),
  );
}

export function useInvitation(token: string, tenant: string | undefined) {
  return useQuery({
    queryKey: ['invitation', tenant ?? null, token],
    queryFn: ({ signal }) => getInvitation(token, tenant, signal),
    enabled: token !== '',
    // An unknown, used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Infinity,
  });
}

export interface AcceptInvitationInput {
  token: string;
  name: string;
  password: string;
  tenant: string | undefined;
}

export function acceptInvitation({ token, name, password, tenant }: AcceptInvitationInput) {
  return dataOf(
    api.POST('/api/authenticate/accept-invitation', {
      body: { token, name: name.trim(), password },
      ...tenantHeader(tenant),
    }),
  );
}

/** Creates the account and signs it in, as password sign-in does. */
export function useAcceptInvitation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (answer, { tenant }) => {
      // The new account lives in the link's tenant: the app goes on addressing that one.
      if (tenant) useSession.getState().setTenant(tenant);
      startSession(answer);
    },
  });
}
