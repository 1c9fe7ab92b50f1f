import type { OffersReportParams } from './types';

/** Every offer query's key; invalidation uses these too. */
export const offersKeys = {
  all: ['offers'] as const,
  ofApplication: (applicationId: number) =>
    [...offersKeys.all, 'application', applicationId] as const,
  offer: (offerId: number) => [...offersKeys.all, 'offer', offerId] as const,
  mine: () => [...offersKeys.all, 'mine'] as const,
  templates: () => [...offersKeys.all, 'templates'] as const,
  chain: () => [...offersKeys.all, 'chain'] as const,
  report: (params: OffersReportParams) => [...offersKeys.all, 'report', params] as const,
};
