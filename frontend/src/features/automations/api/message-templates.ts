import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/catalogs';
import { automationsKeys } from './query-keys';
import type { MessageTemplate, TemplateKind } from './types';

/** Every message template with its text in each language (ours where the tenant has none). */
export function useMessageTemplates() {
  return useQuery({
    queryKey: automationsKeys.templates(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/message-templates', { signal })),
  });
}

export interface TemplateTarget {
  kind: TemplateKind;
  locale: Locale;
}

/** Both answers are the whole list as now stored: the cache takes it as it is. */
function useStoreList() {
  const queryClient = useQueryClient();
  return (templates: MessageTemplate[]) =>
    queryClient.setQueryData(automationsKeys.templates(), templates);
}

/** Words a template in one language. */
export function useSaveMessageTemplate() {
  const store = useStoreList();
  return useMutation({
    mutationFn: ({
      kind,
      locale,
      subject,
      body,
    }: TemplateTarget & { subject: string; body: string }) =>
      dataOf(
        api.PUT('/api/v1/admin/message-templates/{kind}/{locale}', {
          params: { path: { kind, locale } },
          body: { subject, body },
        }),
      ),
    onSuccess: store,
  });
}

/** Goes back to our wording of a template in one language. */
export function useResetMessageTemplate() {
  const store = useStoreList();
  return useMutation({
    mutationFn: ({ kind, locale }: TemplateTarget) =>
      dataOf(
        api.DELETE('/api/v1/admin/message-templates/{kind}/{locale}', {
          params: { path: { kind, locale } },
        }),
      ),
    onSuccess: store,
  });
}

/** A text as it would be sent, filled from the latest application: nothing is stored or sent. */
export function usePreviewMessageTemplate() {
  return useMutation({
    mutationFn: (input: TemplateTarget & { subject: string; body: string }) =>
      dataOf(api.POST('/api/v1/admin/message-templates/preview', { body: input })),
  });
}
