import type { components, paths } from './schema';

/** The API's shapes, generated from the server's OpenAPI document (`npm run gen:api`). */
export type Schemas = components['schemas'];

export type Category = Schemas['Category'];
export type EmploymentType = Schemas['EmploymentType'];
export type Workplace = Schemas['Workplace'];
export type QuestionKind = Schemas['QuestionKind'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type VacancyStatus = Schemas['VacancyStatus'];
export type VacancySummary = Schemas['VacancySummary'];
export type VacancyDetail = Schemas['VacancyDetail'];
export type VacancyPage = Schemas['Page_VacancySummary'];
export type PublicQuestion = Schemas['PublicQuestion'];

/**
 * Every value of a generated string enum, in the order the app shows them: a value the document
 * does not have, or one of its values left out, fails `tsc`.
 */
export function allOf<T extends string>() {
  return <const A extends readonly T[]>(
    values: A & ([Exclude<T, A[number]>] extends [never] ? unknown : never),
  ): readonly T[] => values;
}

export const CATEGORIES = allOf<Category>()(['fresh-graduate', 'experienced-hire', 'internship']);
export const EMPLOYMENT_TYPES = allOf<EmploymentType>()([
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
]);
export const WORKPLACES = allOf<Workplace>()(['onsite', 'hybrid', 'remote']);
export const APPLICATION_STATUSES = allOf<ApplicationStatus>()([
  'submitted',
  'in_review',
  'interview',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
]);

/** The query parameters of a GET endpoint, as the document names and types them. */
export type QueryOf<P extends keyof paths> = paths[P] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/** The JSON body a POST endpoint takes, as the document names and types it. */
export type BodyOf<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
