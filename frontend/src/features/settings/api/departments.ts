import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { settingsKeys } from './query-keys';

export function getDepartments(signal?: AbortSignal) {
  return dataOf(api.GET('/api/v1/admin/departments', { signal }));
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
  });
}

/** The tenant's departments by name, each with how many users are in it. */
export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}

export function addDepartment(name: string) {
  return dataOf(api.POST('/api/v1/admin/departments', { body: { name: name.trim() } }));
}

export function renameDepartment({ id, name }: { id: number; name: string }) {
  return dataOf(
    api.PUT('/api/v1/admin/departments/{id}', {
      params: { path: { id } },
      body: { name: name.trim() },
    }),
  );
}

/** Its people and pending invitations are left without a department. */
export async function deleteDepartment(id: number): Promise<void> {
  await api.DELETE('/api/v1/admin/departments/{id}', { params: { path: { id } } });
}

/**
 * A department's name is shown on users and invitations too: a rename or a deletion refreshes
 * them as well as the departments.
 */
function useDepartmentMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.departments() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.users() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
      ]),
  });
}

export function useAddDepartment() {
  return useDepartmentMutation(addDepartment);
}

export function useRenameDepartment() {
  return useDepartmentMutation(renameDepartment);
}

export function useDeleteDepartment() {
  return useDepartmentMutation(deleteDepartment);
}
