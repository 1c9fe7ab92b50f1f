/*
 * Self-scheduling's parts that the recruiting team's and the staff's pages show (the app passes
 * them in): one module, so that the app names one chunk for them rather than one per part. The
 * applicants' part is in candidate-slots.ts, the candidate's page a route of its own.
 */
export { AvailabilityCards } from './components/AvailabilityCards';
export { BulkRequestTimes } from './components/BulkRequestTimes';
export { SchedulingCard } from './components/SchedulingCard';
