import { CATEGORIES, EMPLOYMENT_TYPES, WORKPLACES } from '@/lib/api/types';
import { LOCALES } from '@/lib/i18n/catalogs';

export type ImportKind = 'vacancies' | 'candidates';

export const IMPORT_KINDS: readonly ImportKind[] = ['vacancies', 'candidates'];

/** What a column's cells hold, where its name alone does not say. */
export type ColumnHint =
  | { values: readonly string[] }
  | { text: 'imports.hint.closesAt' | 'imports.hint.skills' | 'imports.hint.salaryCurrency' };

export interface ImportColumn {
  /** The header row's name for it, as the server reads it. */
  name: string;
  required: boolean;
  hint?: ColumnHint;
}

/** The columns each import reads, in the order the server's own export writes them. */
export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  vacancies: [
    { name: 'title', required: true },
    { name: 'category', required: true, hint: { values: CATEGORIES } },
    { name: 'employmentType', required: true, hint: { values: EMPLOYMENT_TYPES } },
    { name: 'workplace', required: true, hint: { values: WORKPLACES } },
    { name: 'department', required: false },
    { name: 'location', required: false },
    { name: 'description', required: false },
    { name: 'requirements', required: false },
    { name: 'salaryMin', required: false },
    { name: 'salaryMax', required: false },
    { name: 'salaryCurrency', required: false, hint: { text: 'imports.hint.salaryCurrency' } },
    { name: 'showSalary', required: false, hint: { values: ['true', 'false'] } },
    { name: 'openings', required: false },
    { name: 'closesAt', required: false, hint: { text: 'imports.hint.closesAt' } },
  ],
  candidates: [
    { name: 'email', required: true },
    { name: 'fullName', required: true },
    { name: 'locale', required: false, hint: { values: LOCALES } },
    { name: 'phone', required: false },
    { name: 'city', required: false },
    { name: 'country', required: false },
    { name: 'headline', required: false },
    { name: 'summary', required: false },
    { name: 'skills', required: false, hint: { text: 'imports.hint.skills' } },
  ],
};

/**
 * A CSV file with the header row alone. It starts with a byte order mark so that spreadsheets
 * read what is typed into it as UTF-8 (without it, Excel saves "Müller" in its own code page).
 */
export function csvTemplate(kind: ImportKind): Blob {
  const header = IMPORT_COLUMNS[kind].map((column) => column.name).join(',');
  return new Blob([`\uFEFF${header}\r\n`], { type: 'text/csv;charset=utf-8' });
}
