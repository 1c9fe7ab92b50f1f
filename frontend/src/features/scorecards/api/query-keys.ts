import type { CalibrationParams } from './types';

/** Every structured interview query's key; invalidation uses these too. */
export const scorecardsKeys = {
  all: ['scorecards'] as const,
  mine: () => [...scorecardsKeys.all, 'mine'] as const,
  sheet: (eventId: number) => [...scorecardsKeys.all, 'sheet', eventId] as const,
  evidence: (applicationId: number) => [...scorecardsKeys.all, 'evidence', applicationId] as const,
  kits: (vacancyId: number) => [...scorecardsKeys.all, 'kits', vacancyId] as const,
  calibration: (params: CalibrationParams) =>
    [...scorecardsKeys.all, 'calibration', params] as const,
  /** The vacancies the calibration offers as a filter. */
  vacancies: () => [...scorecardsKeys.all, 'vacancies'] as const,
};
