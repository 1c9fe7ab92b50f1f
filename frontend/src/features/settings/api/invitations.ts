import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { settingsKeys } from './query-keys';

export function inviteColleague(input: Schemas['InviteBody']) {
  return dataOf(
    api.POST('/api/v1/admin/invitations', {
      body: { ...input, email: input.email.trim() },
    }),
  );
}

/** Mails the invitation again with a new link; the previous link stops working. */
export function resendInvitation(id: string) {
  return dataOf(api.POST('/api/v1/admin/invitations/{id}/resend', { params: { path: { id } } }));
}

export async function revokeInvitation(id: string): Promise<void> {
  await api.DELETE('/api/v1/admin/invitations/{id}', { params: { path: { id } } });
}

/** Every change to an invitation shows in the pending list at once. */
function useInvitationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
  });
}

export function useInviteColleague() {
  return useInvitationMutation(inviteColleague);
}

export function useResendInvitation() {
  return useInvitationMutation(resendInvitation);
}

export function useRevokeInvitation() {
  return useInvitationMutation(revokeInvitation);
}
