import type { QueryOf, Schemas } from '@/lib/api/types';

/** The structured interviews' shapes, as the API answers them (generated types). */
export type StageKit = Schemas['StageKit'];
export type KitAttribute = Schemas['KitAttribute'];
export type KitArea = Schemas['KitArea'];
export type KitInput = Schemas['KitInput'];
export type MyScorecard = Schemas['MyScorecard'];
export type ScorecardSheet = Schemas['ScorecardSheet'];
export type Scorecard = Schemas['Scorecard'];
export type ScorecardInput = Schemas['ScorecardInput'];
export type ScorecardState = Schemas['ScorecardState'];
export type Recommendation = Schemas['Recommendation'];
export type Interview = Schemas['Interview'];
export type Evidence = Schemas['Evidence'];
export type EvidenceAttribute = Schemas['EvidenceAttribute'];
export type DecisionInput = Schemas['DecisionInput'];
export type Decision = Schemas['Decision'];
export type Calibration = Schemas['Calibration'];
export type InterviewerCalibration = Schemas['InterviewerCalibration'];
export type VacancyCalibration = Schemas['VacancyCalibration'];
/** The calibration's filter: a vacancy, and the period the interviews ended in. */
export type CalibrationParams = QueryOf<'/api/v1/admin/scorecards/calibration'>;

/** The areas in the order a kit and the evidence group their attributes. */
export const KIT_AREAS = [
  'skills',
  'qualifications',
  'personality',
  'other',
] as const satisfies readonly KitArea[];

/** The rating scale: 1 strong no, 2 no, 3 yes, 4 strong yes (left out: not assessed). */
export const RATINGS = [1, 2, 3, 4] as const;

export const RECOMMENDATIONS = [
  'strong_no',
  'no',
  'yes',
  'strong_yes',
] as const satisfies readonly Recommendation[];

export const DECISIONS = ['advance', 'reject', 'hold'] as const satisfies readonly Decision[];

/** A kit has at most this many attributes (the server's limit). */
export const MAX_KIT_ATTRIBUTES = 30;

/** The periods the calibration is offered for, in days back from today (`all`: no limit). */
export const CALIBRATION_PERIODS = ['30', '90', '365', 'all'] as const;
export type CalibrationPeriod = (typeof CALIBRATION_PERIODS)[number];

/** The scorecard page of an interview. */
export const scorecardPath = (eventId: number) => `/scorecards/${eventId}`;
