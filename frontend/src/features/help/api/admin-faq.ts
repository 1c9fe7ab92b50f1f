import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useInvalidateHelp, useOrderMutation } from './admin-cache';
import { helpKeys } from './query-keys';
import type { AdminFaq, FaqInput } from './types';

export function getAdminFaq(signal?: AbortSignal): Promise<AdminFaq[]> {
  return dataOf(api.GET('/api/v1/admin/help/faq', { signal }));
}

/** Every FAQ entry, hidden ones too, in order, with its texts in every language. */
export function useAdminFaq() {
  return useQuery({ queryKey: helpKeys.adminFaq(), queryFn: ({ signal }) => getAdminFaq(signal) });
}

/** A new entry (`id` null) or a changed one. */
export interface FaqChange {
  id: number | null;
  input: FaqInput;
}

export function saveFaq({ id, input }: FaqChange): Promise<AdminFaq> {
  return id === null
    ? dataOf(api.POST('/api/v1/admin/help/faq', { body: input }))
    : dataOf(api.PUT('/api/v1/admin/help/faq/{id}', { params: { path: { id } }, body: input }));
}

export async function deleteFaq(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/help/faq/{id}', { params: { path: { id } } });
}

export async function orderFaq(ids: number[]): Promise<void> {
  await api.PUT('/api/v1/admin/help/faq/order', { body: { ids } });
}

/** 400 `validation_failed` names the fields (`translations.<lang>.<field>` for translations). */
export function useSaveFaq() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: saveFaq, onSuccess: invalidate });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: deleteFaq, onSuccess: invalidate });
}

export function useOrderFaq() {
  return useOrderMutation(helpKeys.adminFaq(), orderFaq);
}

/** What saving `entry` again sends, with `changes` (publishing or hiding it). */
export function faqInputOf(entry: AdminFaq, changes: Partial<FaqInput> = {}): FaqInput {
  return {
    question: entry.question,
    answer: entry.answer,
    category: entry.category ?? null,
    published: entry.published,
    language: entry.language,
    translations: entry.translations,
    ...changes,
  };
}
