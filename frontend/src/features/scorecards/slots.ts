/*
 * The structured interviews' parts that other features' pages show (the app passes them in): one
 * module, so that the app shell names one chunk for them rather than one per part.
 */
export { EvidenceCard } from './components/EvidenceCard';
export type { ReasonFieldProps } from './components/DecisionForm';
export { InterviewKitsCard } from './components/InterviewKitsCard';
export { MyScorecardsCard } from './components/MyScorecardsCard';
export { TemplateKitField } from './components/TemplateKitField';
