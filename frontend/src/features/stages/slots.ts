/*
 * The hiring process's parts that other features' pages show (the app passes them in): one
 * module, so that the app shell names one chunk for them rather than one per part.
 */
export { StageTemplateField, type StageTemplateFieldProps } from './components/StageTemplateField';
export { VacancyFunnelCard } from './components/VacancyFunnelCard';
export { VacancyProcessEditor } from './components/VacancyProcessEditor';
export { VacancyTeamCard } from './components/VacancyTeamCard';
