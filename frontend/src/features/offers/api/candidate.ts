import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api/api-error';
import { api, dataOf } from '@/lib/api/client';
import { offersKeys } from './query-keys';
import type { CandidateOffer } from './types';

/** The offers sent to the reader, newest first. */
export function useMyOffers() {
  return useQuery({
    queryKey: offersKeys.mine(),
    queryFn: ({ signal }): Promise<CandidateOffer[]> =>
      dataOf(api.GET('/api/v1/me/offers', { signal })),
  });
}

/** The PDF as sent, or (`signed`) the signed copy. */
export function myOfferDocument(offerId: number, signed: boolean): Promise<Blob> {
  return dataOf(
    api.GET('/api/v1/me/offers/{id}/document', {
      params: { path: { id: offerId }, query: signed ? { signed: true } : {} },
      parseAs: 'blob',
    }),
  );
}

function useReplaceMine() {
  const queryClient = useQueryClient();
  return (changed: CandidateOffer) =>
    queryClient.setQueryData<CandidateOffer[]>(offersKeys.mine(), (offers) =>
      offers?.map((other) => (other.id === changed.id ? changed : other)),
    );
}

/** Accepts with the typed name, on the document whose hash the page shows. */
export function useAcceptOffer(offer: CandidateOffer) {
  const replace = useReplaceMine();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      dataOf(
        api.POST('/api/v1/me/offers/{id}/accept', {
          params: { path: { id: offer.id } },
          body: { fullName, documentSha256: offer.documentSha256 },
        }),
      ),
    onSuccess: replace,
    onError: (error) => {
      if (hasErrorCode(error, 'offer_changed')) {
        void queryClient.invalidateQueries({ queryKey: offersKeys.mine() });
      }
    },
  });
}

export function useDeclineOffer(offer: CandidateOffer) {
  const replace = useReplaceMine();
  return useMutation({
    mutationFn: (reason: string) =>
      dataOf(
        api.POST('/api/v1/me/offers/{id}/decline', {
          params: { path: { id: offer.id } },
          body: { reason: reason.trim() || null },
        }),
      ),
    onSuccess: replace,
  });
}
