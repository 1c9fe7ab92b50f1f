import type { Category, EmploymentType, Workplace } from '@/lib/api/types';
import type { VacancyInput } from '../api/create-or-update-vacancy';
import type { AdminVacancy } from '../api/get-admin-vacancy';
import { type KnockoutAnswer, type QuestionDraft, optionLines } from './question-draft';

/** The stored knockout answer, if it is one this editor can show (yes/no or an option). */
function knockoutOf(value: unknown): KnockoutAnswer {
  return typeof value === 'boolean' || typeof value === 'string' ? value : null;
}

export interface VacancyDraft {
  title: string;
  category: Category;
  employmentType: EmploymentType;
  workplace: Workplace;
  department: string;
  location: string;
  description: string;
  requirements: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  showSalary: boolean;
  openings: string;
  /** yyyy-mm-dd; the vacancy closes at the end of that day (UTC). */
  closesOn: string;
  questions: QuestionDraft[];
}

export function toDraft(vacancy: AdminVacancy | null): VacancyDraft {
  return {
    title: vacancy?.title ?? '',
    category: vacancy?.category ?? 'experienced-hire',
    employmentType: vacancy?.employmentType ?? 'full_time',
    workplace: vacancy?.workplace ?? 'onsite',
    department: vacancy?.department ?? '',
    location: vacancy?.location ?? '',
    description: vacancy?.description ?? '',
    requirements: vacancy?.requirements ?? '',
    salaryMin: vacancy?.salaryMin?.toString() ?? '',
    salaryMax: vacancy?.salaryMax?.toString() ?? '',
    salaryCurrency: vacancy?.salaryCurrency ?? '',
    showSalary: vacancy?.showSalary ?? false,
    openings: String(vacancy?.openings ?? 1),
    closesOn: vacancy?.closesAt?.slice(0, 10) ?? '',
    questions: (vacancy?.questions ?? []).map((question) => ({
      prompt: question.prompt,
      kind: question.kind,
      options: question.options.join('\n'),
      required: question.required,
      knockoutAnswer: knockoutOf(question.knockoutAnswer),
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function toInput(draft: VacancyDraft): VacancyInput {
  return {
    title: draft.title.trim(),
    category: draft.category,
    employmentType: draft.employmentType,
    workplace: draft.workplace,
    department: orNull(draft.department),
    location: orNull(draft.location),
    description: draft.description,
    requirements: draft.requirements,
    salaryMin: numberOrNull(draft.salaryMin),
    salaryMax: numberOrNull(draft.salaryMax),
    salaryCurrency: orNull(draft.salaryCurrency)?.toUpperCase() ?? null,
    showSalary: draft.showSalary,
    openings: Number(draft.openings) || 1,
    closesAt: draft.closesOn ? `${draft.closesOn}T23:59:59Z` : null,
    questions: draft.questions.map((question) => ({
      prompt: question.prompt.trim(),
      kind: question.kind,
      options: question.kind === 'choice' ? optionLines(question.options) : [],
      required: question.required,
      ...(question.knockoutAnswer !== null ? { knockoutAnswer: question.knockoutAnswer } : {}),
    })),
  };
}
