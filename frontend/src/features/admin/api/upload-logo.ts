import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { useApplyTenant } from './use-apply-tenant';

export function uploadLogo(file: Blob) {
  return apiRequest<Schemas['PublicTenant']>('/api/v1/admin/settings/logo', {
    method: 'PUT',
    file,
  });
}

export function useUploadLogo() {
  const applyTenant = useApplyTenant();
  return useMutation({ mutationFn: uploadLogo, onSuccess: applyTenant });
}
