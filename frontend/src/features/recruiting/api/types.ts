import type {
  ApplicationStatus,
  Category,
  EmploymentType,
  QuestionKind,
  Schemas,
  VacancyStatus,
  Workplace,
} from '@/lib/api/types';

interface Enums {
  category: Category;
  employmentType: EmploymentType;
  workplace: Workplace;
}

export type AdminQuestion = Omit<Schemas['AdminQuestion'], 'kind'> & { kind: QuestionKind };
export type AdminVacancy = Omit<Schemas['AdminVacancy'], keyof Enums | 'status' | 'questions'> &
  Enums & { status: VacancyStatus; questions: AdminQuestion[] };
export interface AdminVacancyPage extends Omit<Schemas['Page_AdminVacancy'], 'data'> {
  data: AdminVacancy[];
}
export type QuestionInput = Omit<Schemas['QuestionInput'], 'kind'> & { kind: QuestionKind };
export type VacancyInput = Omit<Schemas['VacancyInput'], keyof Enums | 'questions'> &
  Enums & { questions: QuestionInput[] };

export type ApplicationSummary = Omit<Schemas['ApplicationSummary'], 'status'> & {
  status: ApplicationStatus;
};
export interface ApplicationPage extends Omit<Schemas['Page_ApplicationSummary'], 'data'> {
  data: ApplicationSummary[];
}
export type ApplicationDetail = ApplicationSummary &
  Omit<Schemas['ApplicationDetail'], keyof Schemas['ApplicationSummary'] | 'timeline'> & {
    timeline: (Omit<Schemas['TimelineEntry'], 'from' | 'to'> & {
      from?: ApplicationStatus | null;
      to: ApplicationStatus;
    })[];
  };
