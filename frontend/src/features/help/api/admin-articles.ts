import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useInvalidateHelp, useOrderMutation } from './admin-cache';
import { helpKeys } from './query-keys';
import type { AdminArticle, ArticleInput } from './types';

export function getAdminArticles(signal?: AbortSignal): Promise<AdminArticle[]> {
  return dataOf(api.GET('/api/v1/admin/help/articles', { signal }));
}

/** Every article, hidden ones too, in order, with its texts in every language. */
export function useAdminArticles() {
  return useQuery({
    queryKey: helpKeys.adminArticles(),
    queryFn: ({ signal }) => getAdminArticles(signal),
  });
}

/** A new article (`id` null) or a changed one. */
export interface ArticleChange {
  id: number | null;
  input: ArticleInput;
}

export function saveArticle({ id, input }: ArticleChange): Promise<AdminArticle> {
  return id === null
    ? dataOf(api.POST('/api/v1/admin/help/articles', { body: input }))
    : dataOf(
        api.PUT('/api/v1/admin/help/articles/{id}', { params: { path: { id } }, body: input }),
      );
}

export async function deleteArticle(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/help/articles/{id}', { params: { path: { id } } });
}

export async function orderArticles(ids: number[]): Promise<void> {
  await api.PUT('/api/v1/admin/help/articles/order', { body: { ids } });
}

export function useSaveArticle() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: saveArticle, onSuccess: invalidate });
}

export function useDeleteArticle() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: deleteArticle, onSuccess: invalidate });
}

export function useOrderArticles() {
  return useOrderMutation(helpKeys.adminArticles(), orderArticles);
}

export function articleInputOf(
  entry: AdminArticle,
  changes: Partial<ArticleInput> = {},
): ArticleInput {
  return {
    slug: entry.slug,
    category: entry.category,
    title: entry.title,
    body: entry.body,
    published: entry.published,
    language: entry.language,
    translations: entry.translations,
    ...changes,
  };
}
