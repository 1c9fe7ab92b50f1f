import type { QueryOf, Schemas } from '@/lib/api/types';

export type Offer = Schemas['Offer'];
export type OfferState = Schemas['OfferState'];
export type OfferTerms = Schemas['OfferTerms'];
export type OfferTemplate = Schemas['OfferTemplate'];
export type OfferTemplates = Schemas['OfferTemplates'];
export type OfferTemplateInput = Schemas['OfferTemplateInput'];
export type OfferApprovalStep = Schemas['OfferApprovalStep'];
export type CandidateOffer = Schemas['CandidateOffer'];
export type PaperSize = Schemas['PaperSize'];
export type ContractType = Schemas['ContractType'];
export type SalaryPeriod = Schemas['SalaryPeriod'];
export type OfferLocale = Schemas['Locale'];
export type OffersReport = Schemas['OffersReport'];
export type VacancyOffers = Schemas['VacancyOffers'];
export type OffersReportParams = QueryOf<'/api/v1/admin/offers/report'>;

/** The report's periods: the last so many days, or all time. */
export const REPORT_PERIODS = ['30', '90', '365', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const OFFER_LOCALES = ['en', 'de', 'fr', 'pt'] as const satisfies readonly OfferLocale[];
export const CONTRACT_TYPES = [
  'permanent',
  'fixed_term',
  'part_time',
  'internship',
  'freelance',
] as const satisfies readonly ContractType[];
export const SALARY_PERIODS = [
  'year',
  'month',
  'week',
  'day',
  'hour',
] as const satisfies readonly SalaryPeriod[];
export const PAPER_SIZES = ['a4', 'letter'] as const satisfies readonly PaperSize[];

/** The states in which an offer is still open (one per application; it may be withdrawn). */
export const OPEN_STATES: readonly OfferState[] = ['draft', 'pending_approval', 'approved', 'sent'];

export function isOpen(offer: { state: OfferState }): boolean {
  return OPEN_STATES.includes(offer.state);
}

/** The printable offer page (the old site's invoice address). */
export function printablePath(offerId: number): string {
  return `/pages/invoice/${offerId}`;
}
