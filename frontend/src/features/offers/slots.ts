/*
 * The offers' parts that the recruiting team's pages show (the app passes them in): one module, so
 * that the app names one chunk for them rather than one per part. The applicants' part is in
 * candidate-slots.ts, so that My Application does not download the recruiters' editors.
 */
export { OfferPanel } from './components/OfferPanel';
export { OffersAdminCards } from './components/OffersAdminCards';
