import type { components } from './schema';

/** The API's shapes, generated from the server's OpenAPI document (`npm run gen:api`). */
export type Schemas = components['schemas'];

/*
 * The document names these enums by their Rust variants ("FreshGraduate"), but the wire carries
 * the serde names ("fresh-graduate"); these are the values the server really sends and accepts.
 */
export type Category = 'fresh-graduate' | 'experienced-hire' | 'internship';
export type EmploymentType = 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship';
export type Workplace = 'onsite' | 'hybrid' | 'remote';
export type QuestionKind = 'text' | 'yes_no' | 'choice' | 'number';
export type ApplicationStatus =
  'submitted' | 'in_review' | 'interview' | 'offered' | 'hired' | 'rejected' | 'withdrawn';
export type VacancyStatus = 'draft' | 'published' | 'closed' | 'archived';

export const CATEGORIES: readonly Category[] = ['fresh-graduate', 'experienced-hire', 'internship'];
export const EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
];
export const WORKPLACES: readonly Workplace[] = ['onsite', 'hybrid', 'remote'];

interface VacancyEnums {
  category: Category;
  employmentType: EmploymentType;
  workplace: Workplace;
}

export type VacancySummary = Omit<Schemas['VacancySummary'], keyof VacancyEnums> & VacancyEnums;
export type PublicQuestion = Omit<Schemas['PublicQuestion'], 'kind'> & { kind: QuestionKind };
export type VacancyDetail = VacancySummary &
  Omit<Schemas['VacancyDetail'], keyof Schemas['VacancySummary'] | 'questions'> & {
    questions: PublicQuestion[];
  };
export interface VacancyPage extends Omit<Schemas['Page_VacancySummary'], 'data'> {
  data: VacancySummary[];
}
export type CategoryCount = Omit<Schemas['CategoryCount'], 'category'> & { category: Category };
export type SavedVacancy = Omit<Schemas['SavedVacancy'], 'vacancy'> & { vacancy: VacancySummary };
