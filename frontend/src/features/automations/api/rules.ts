import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import type { Schemas } from '@/lib/api/types';
import { automationsKeys } from './query-keys';
import type { Rule, RuleInput, RuleRunPage } from './types';

/** How many entries a page of a rule's activity log shows. */
export const ACTIVITY_PER_PAGE = 20;

/** A rule as the generated client types it (see `Trigger` in ./types for why they differ). */
const wire = (input: RuleInput) => input as unknown as Schemas['RuleInput'];
const fromWire = (rule: Schemas['Rule']) => rule as unknown as Rule;

/** The vacancies rules can be written for (the most recently changed 100). */
export function useRuleVacancies() {
  return useQuery({
    queryKey: automationsKeys.vacancies(),
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/v1/admin/vacancies', { params: { query: { perPage: 100 } }, signal })),
    select: (page) => page.data.map(({ id, title }) => ({ id, title })),
  });
}

/** The vacancy's stages in its process's order (id, kind, name in the reader's language). */
export function useRuleStages(vacancyId: number | null) {
  return useQuery({
    queryKey: automationsKeys.stages(vacancyId ?? 0),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/v1/admin/vacancies/{id}/stages', {
          params: { path: { id: vacancyId ?? 0 } },
          signal,
        }),
      ),
    enabled: vacancyId !== null,
  });
}

/** One vacancy's stage rules. */
export function useRules(vacancyId: number | null) {
  return useQuery({
    queryKey: automationsKeys.rules(vacancyId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await dataOf(
          api.GET('/api/v1/admin/rules', {
            params: { query: { vacancyId: vacancyId ?? 0 } },
            signal,
          }),
        )
      ).map(fromWire),
    enabled: vacancyId !== null,
  });
}

function useInvalidateRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationsKeys.allRules() });
}

/** Writes a rule for a vacancy (a draft unless `enabled`). */
export function useCreateRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: async ({ vacancyId, input }: { vacancyId: number; input: RuleInput }) =>
      fromWire(
        await dataOf(api.POST('/api/v1/admin/rules', { body: { ...wire(input), vacancyId } })),
      ),
    onSuccess: invalidate,
  });
}

/** Changes a rule: its trigger, conditions, actions, or whether it is on. */
export function useChangeRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: RuleInput }) =>
      fromWire(
        await dataOf(
          api.PUT('/api/v1/admin/rules/{id}', { params: { path: { id } }, body: wire(input) }),
        ),
      ),
    onSuccess: invalidate,
  });
}

/** Deletes a rule and its log. */
export function useDeleteRule() {
  const invalidate = useInvalidateRules();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.DELETE('/api/v1/admin/rules/{id}', { params: { path: { id } } });
    },
    onSuccess: invalidate,
  });
}

/** What the rule would have done to the vacancy's past applications: nothing is stored or sent. */
export function useDryRun() {
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.POST('/api/v1/admin/rules/{id}/dry-run', { params: { path: { id } } })),
  });
}

/** One page of the rule's activity log, newest first. */
export function useRuleActivity(ruleId: number, page: number) {
  return useQuery({
    queryKey: automationsKeys.activity(ruleId, page),
    queryFn: ({ signal }): Promise<RuleRunPage> =>
      dataOf(
        api.GET('/api/v1/admin/rules/{id}/activity', {
          params: { path: { id: ruleId }, query: { page, perPage: ACTIVITY_PER_PAGE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
