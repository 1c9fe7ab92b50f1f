import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/**
 * Keeps a closed application's data: the tenant's retention counts again from now (204). The
 * retention e-mail sends the applicant to My Application for this.
 */
export async function keepApplication(id: number): Promise<void> {
  await api.POST('/api/v1/me/applications/{id}/keep', { params: { path: { id } } });
}

export function useKeepApplication() {
  return useMutation({ mutationFn: keepApplication });
}
