import { useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { useInvalidateHelp, useOrderMutation } from './admin-cache';
import { helpKeys } from './query-keys';
import type { AdminHelpCategory, CategoryInput } from './types';

export function getAdminCategories(signal?: AbortSignal): Promise<AdminHelpCategory[]> {
  return dataOf(api.GET('/api/v1/admin/help/categories', { signal }));
}

/** Every category, hidden ones too, in order, with its texts and how many entries it has. */
export function useAdminCategories() {
  return useQuery({
    queryKey: helpKeys.adminCategories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
  });
}

/** A new category (`id` null) or a changed one. */
export interface CategoryChange {
  id: number | null;
  input: CategoryInput;
}

export function saveCategory({ id, input }: CategoryChange): Promise<AdminHelpCategory> {
  return id === null
    ? dataOf(api.POST('/api/v1/admin/help/categories', { body: input }))
    : dataOf(
        api.PUT('/api/v1/admin/help/categories/{id}', { params: { path: { id } }, body: input }),
      );
}

export async function deleteCategory(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/help/categories/{id}', { params: { path: { id } } });
}

export async function orderCategories(ids: number[]): Promise<void> {
  await api.PUT('/api/v1/admin/help/categories/order', { body: { ids } });
}

export function useSaveCategory() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: saveCategory, onSuccess: invalidate });
}

/** 409 `help_category_in_use` while the category has articles. */
export function useDeleteCategory() {
  const invalidate = useInvalidateHelp();
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate });
}

export function useOrderCategories() {
  return useOrderMutation(helpKeys.adminCategories(), orderCategories);
}

export function categoryInputOf(
  entry: AdminHelpCategory,
  changes: Partial<CategoryInput> = {},
): CategoryInput {
  return {
    slug: entry.slug,
    name: entry.name,
    description: entry.description,
    published: entry.published,
    language: entry.language,
    translations: entry.translations,
    ...changes,
  };
}
