import type { Category, EmploymentType, VacancyStatus, Workplace } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';

export const categoryLabel: Record<Category, MessageId> = {
  'fresh-graduate': 'nav.freshGraduate',
  'experienced-hire': 'nav.experiencedHire',
  internship: 'nav.internship',
};

export const employmentTypeLabel: Record<EmploymentType, MessageId> = {
  full_time: 'vacancy.employment.full_time',
  part_time: 'vacancy.employment.part_time',
  contract: 'vacancy.employment.contract',
  temporary: 'vacancy.employment.temporary',
  internship: 'vacancy.employment.internship',
};

export const workplaceLabel: Record<Workplace, MessageId> = {
  onsite: 'vacancy.workplace.onsite',
  hybrid: 'vacancy.workplace.hybrid',
  remote: 'vacancy.workplace.remote',
};

export function categoryPath(category: Category): string {
  return `/job-vacancy-list/${category}`;
}

export const vacancyStatusLabel: Record<VacancyStatus, MessageId> = {
  draft: 'vacancyStatus.draft',
  published: 'vacancyStatus.published',
  closed: 'vacancyStatus.closed',
  archived: 'vacancyStatus.archived',
};

export const VACANCY_STATUSES: readonly VacancyStatus[] = [
  'draft',
  'published',
  'closed',
  'archived',
];
