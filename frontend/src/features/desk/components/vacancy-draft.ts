import type { Category, EmploymentType, Workplace } from '@/lib/api/types';
import { LOCALES, type Locale, isLocale } from '@/lib/i18n/catalogs';
import type { VacancyInput } from '../api/create-or-update-vacancy';
import type { AdminVacancy } from '../api/get-admin-vacancy';
import { type KnockoutAnswer, type QuestionDraft, optionLines } from './question-draft';

/** The stored knockout answer, if it is one this editor can show (yes/no or an option). */
function knockoutOf(value: unknown): KnockoutAnswer {
  return typeof value === 'boolean' || typeof value === 'string' ? value : null;
}

/** A vacancy's texts in one language. */
export interface VacancyText {
  title: string;
  description: string;
  requirements: string;
}

export const TEXT_KEYS = ['title', 'description', 'requirements'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

const EMPTY_TEXT: VacancyText = { title: '', description: '', requirements: '' };

export interface VacancyDraft {
  /** The language of `title`, `description` and `requirements`. */
  language: Locale;
  /** The same texts in other languages. */
  translations: Partial<Record<Locale, VacancyText>>;
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

/** A translation's texts (empty when there is none). */
export function textIn(draft: VacancyDraft, language: Locale): VacancyText {
  return draft.translations[language] ?? EMPTY_TEXT;
}

/** No text at all in that language: the translation is missing (or, when sent, removed). */
export function isMissing(text: VacancyText): boolean {
  return TEXT_KEYS.every((key) => text[key].trim() === '');
}

/** A translated field's name as the server's field errors give it: `translations.de.title`. */
export function translationField(language: Locale, key: TextKey): string {
  return `translations.${language}.${key}`;
}

/**
 * The languages a vacancy may be translated to: the tenant's and any it was stored with a
 * translation in (`written`), except the one it is written in, in the app's order.
 */
export function otherLanguages(
  main: Locale,
  tenantLanguages: readonly Locale[],
  written: readonly string[],
): Locale[] {
  return LOCALES.filter(
    (language) =>
      language !== main && (tenantLanguages.includes(language) || written.includes(language)),
  );
}

/** `defaultLanguage`: a new vacancy's (the tenant's default language). */
export function toDraft(vacancy: AdminVacancy | null, defaultLanguage: Locale): VacancyDraft {
  const language = isLocale(vacancy?.language) ? vacancy.language : defaultLanguage;
  const translations: Partial<Record<Locale, VacancyText>> = {};
  for (const [key, text] of Object.entries(vacancy?.translations ?? {})) {
    if (!isLocale(key) || key === language) continue;
    translations[key] = {
      title: text.title,
      description: text.description ?? '',
      requirements: text.requirements ?? '',
    };
  }
  return {
    language,
    translations,
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

/** A Markdown text of white space only is no text. */
const textOrEmpty = (value: string) => (value.trim() === '' ? '' : value);

/**
 * `others`: the languages the editor shows (`otherLanguages`). Each is sent, an empty one too:
 * the server removes a translation sent with every field empty.
 */
export function toInput(draft: VacancyDraft, others: readonly Locale[]): VacancyInput {
  return {
    language: draft.language,
    translations: Object.fromEntries(
      others.map((language) => {
        const text = textIn(draft, language);
        return [
          language,
          {
            title: text.title.trim(),
            description: textOrEmpty(text.description),
            requirements: textOrEmpty(text.requirements),
          },
        ];
      }),
    ),
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
