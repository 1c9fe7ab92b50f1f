import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api/api-error';
import { api, dataOf } from '@/lib/api/client';
import { offersKeys } from './query-keys';
import type { Offer, OfferTerms, PaperSize } from './types';

/** An application's offers, newest first. */
export function useApplicationOffers(applicationId: number) {
  return useQuery({
    queryKey: offersKeys.ofApplication(applicationId),
    queryFn: ({ signal }): Promise<Offer[]> =>
      dataOf(api.GET('/api/v1/offers', { params: { query: { applicationId } }, signal })),
  });
}

/** One offer (the printable page). */
export function useOffer(offerId: number) {
  return useQuery({
    queryKey: offersKeys.offer(offerId),
    queryFn: ({ signal }): Promise<Offer> =>
      dataOf(api.GET('/api/v1/offers/{id}', { params: { path: { id: offerId } }, signal })),
    enabled: Number.isInteger(offerId) && offerId > 0,
  });
}

/** The offer's PDF: the stored document once sent (or the signed copy), else a preview. */
export function offerDocument(
  offerId: number,
  query: { paper?: PaperSize; signed?: boolean },
): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/offers/{id}/document', {
      params: { path: { id: offerId }, query },
      parseAs: 'blob',
    }),
  );
}

export type OfferAction =
  | { kind: 'create'; terms: OfferTerms }
  | { kind: 'change'; terms: OfferTerms }
  | { kind: 'submit' }
  | { kind: 'approve'; approve: boolean; comment: string }
  | { kind: 'send'; paper: PaperSize }
  | { kind: 'withdraw' };

/**
 * Every action on an application's offers: each names the terms' version it was taken on. A 409
 * `offer_changed` refetches the offers, so the page shows what the others changed.
 */
export function useOfferAction(applicationId: number, offer: Offer | undefined) {
  const queryClient = useQueryClient();
  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: offersKeys.ofApplication(applicationId) });
  return useMutation({
    mutationFn: (action: OfferAction): Promise<Offer> => {
      if (action.kind === 'create') {
        return dataOf(api.POST('/api/v1/offers', { body: { ...action.terms, applicationId } }));
      }
      if (!offer) throw new Error('no offer to act on');
      const path = { params: { path: { id: offer.id } } };
      const termsVersion = offer.termsVersion;
      switch (action.kind) {
        case 'change':
          return dataOf(
            api.PUT('/api/v1/offers/{id}', { ...path, body: { ...action.terms, termsVersion } }),
          );
        case 'submit':
          return dataOf(
            api.POST('/api/v1/offers/{id}/submit', { ...path, body: { termsVersion } }),
          );
        case 'approve':
          return dataOf(
            api.POST('/api/v1/offers/{id}/approval', {
              ...path,
              body: { termsVersion, approve: action.approve, comment: action.comment },
            }),
          );
        case 'send':
          return dataOf(
            api.POST('/api/v1/offers/{id}/send', {
              ...path,
              body: { termsVersion, paper: action.paper },
            }),
          );
        case 'withdraw':
          return dataOf(
            api.POST('/api/v1/offers/{id}/withdraw', { ...path, body: { termsVersion } }),
          );
      }
    },
    onSuccess: (changed) => {
      queryClient.setQueryData<Offer[]>(offersKeys.ofApplication(applicationId), (offers) => {
        if (!offers) return [changed];
        return offers.some((other) => other.id === changed.id)
          ? offers.map((other) => (other.id === changed.id ? changed : other))
          : [changed, ...offers];
      });
      queryClient.setQueryData(offersKeys.offer(changed.id), changed);
    },
    onError: (error) => {
      if (hasErrorCode(error, 'offer_changed')) void refetch();
    },
  });
}
