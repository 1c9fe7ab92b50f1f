import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchMe } from '@/lib/account/me';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { saveBlob } from '@/lib/download';
import { useSession } from '@/lib/session/session-store';
import { profileQueryOptions } from './get-profile';
import { profileKeys } from './query-keys';

export type JsonResume = Schemas['JsonResume'];

/** The server's cap on an imported resume.json (crates/profiles: 256 KiB). */
export const RESUME_MAX_BYTES = 256 * 1024;

export function downloadJsonResume(): Promise<Blob> {
  return dataOf(api.GET('/api/v1/me/profile/resume.json', { parseAs: 'blob' }));
}

/** Saves the profile as `resume.json`. */
export function useDownloadJsonResume() {
  return useMutation({
    mutationFn: async () => saveBlob(await downloadJsonResume(), 'resume.json'),
  });
}

export function importJsonResume(document: JsonResume) {
  return dataOf(api.POST('/api/v1/me/profile/resume', { body: document }));
}

/** Fills the profile from a JSON Resume document (merged by the server); a first import creates it. */
export function useImportJsonResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importJsonResume,
    onSuccess: ({ profile }) => {
      useSession.getState().setPerson(profile.id);
      patchMe(queryClient, { person: profile.id });
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.basicInfos() });
    },
  });
}
