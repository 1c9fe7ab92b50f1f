import { useMutation } from '@tanstack/react-query';
import { api, dataOf, fileBody } from '@/lib/api/client';
import { useApplyTenant } from './use-apply-tenant';

export function uploadLogo(file: Blob) {
  return dataOf(api.PUT('/api/v1/admin/settings/logo', fileBody(file)));
}

export function useUploadLogo() {
  const applyTenant = useApplyTenant();
  return useMutation({ mutationFn: uploadLogo, onSuccess: applyTenant });
}
