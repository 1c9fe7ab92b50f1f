import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/lib/api/client';
import { offersKeys } from './query-keys';
import type {
  OfferApprovalStep,
  OfferLocale,
  OffersReport,
  OffersReportParams,
  OfferTemplateInput,
  OfferTemplates,
} from './types';

/** The tenant's offer templates and the merge fields (staff read, admins write). */
export function useOfferTemplates() {
  return useQuery({
    queryKey: offersKeys.templates(),
    queryFn: ({ signal }): Promise<OfferTemplates> =>
      dataOf(api.GET('/api/v1/admin/offer-templates', { signal })),
  });
}

/** Creates (no id) or replaces a template; 400 names `name` or `bodies.<language>`. */
export function useSaveOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: OfferTemplateInput }) =>
      id === null
        ? dataOf(api.POST('/api/v1/admin/offer-templates', { body: input }))
        : dataOf(
            api.PUT('/api/v1/admin/offer-templates/{id}', {
              params: { path: { id } },
              body: input,
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKeys.templates() }),
  });
}

export function useDeleteOfferTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/v1/admin/offer-templates/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKeys.templates() }),
  });
}

/** A letter filled in with example data (400 names `body` for an unknown field). */
export function useOfferLetterPreview() {
  return useMutation({
    mutationFn: (input: { body: string; locale: OfferLocale }) =>
      dataOf(api.POST('/api/v1/admin/offer-templates/preview', { body: input })),
  });
}

export function useApprovalChain() {
  return useQuery({
    queryKey: offersKeys.chain(),
    queryFn: ({ signal }) => dataOf(api.GET('/api/v1/admin/offer-approval-chain', { signal })),
  });
}

export function useSaveApprovalChain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (steps: OfferApprovalStep[]) =>
      dataOf(api.PUT('/api/v1/admin/offer-approval-chain', { body: { steps } })),
    onSuccess: (chain) => queryClient.setQueryData(offersKeys.chain(), chain),
  });
}

/**
 * The period's offers per vacancy: sent, their answers, the time to answer and why they were
 * declined. The previous figures stay on screen while another period's arrive.
 */
export function useOffersReport(params: OffersReportParams) {
  return useQuery({
    queryKey: offersKeys.report(params),
    queryFn: ({ signal }): Promise<OffersReport> =>
      dataOf(api.GET('/api/v1/admin/offers/report', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });
}
