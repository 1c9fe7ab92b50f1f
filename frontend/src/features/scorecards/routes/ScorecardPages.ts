/*
 * The structured interviews' pages (an interview's scorecards, the admins' calibration) come from
 * one module: one chunk for both, which the app shell names once.
 */
export { CalibrationRoute } from './CalibrationRoute';
export { ScorecardRoute } from './ScorecardRoute';
