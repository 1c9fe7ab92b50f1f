import { useSearchParams } from 'react-router';
import {
  CATEGORIES,
  type Category,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  WORKPLACES,
  type Workplace,
} from '@/lib/api/types';
import type { VacancyListParams } from '../api/get-vacancies';

export const PER_PAGE = 12;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The list's search, filters and page live in the address, so a list can be shared and the back
 * button returns to it; anything unknown in the address is ignored.
 */
export function useListSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNumber = Number(searchParams.get('page'));
  const filters = {
    q: searchParams.get('q')?.trim() || undefined,
    location: searchParams.get('location')?.trim() || undefined,
    employmentType: oneOf<EmploymentType>(EMPLOYMENT_TYPES, searchParams.get('employmentType')),
    workplace: oneOf<Workplace>(WORKPLACES, searchParams.get('workplace')),
  };
  const tab = oneOf<Category>(CATEGORIES, searchParams.get('category'));
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 1 ? pageNumber : 1;

  /** Changes some values and goes back to the first page (a new history entry). */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearchParams(next);
  };

  const hrefForPage = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const text = next.toString();
    return text ? `?${text}` : '?';
  };

  const params = (category: Category | undefined): VacancyListParams => ({
    ...filters,
    category,
    page,
    perPage: PER_PAGE,
  });

  return { filters, tab, page, update, hrefForPage, params };
}
