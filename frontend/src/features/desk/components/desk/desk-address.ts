import { useSearchParams } from 'react-router';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { APPLICATION_STATUSES, CATEGORIES } from '@/lib/api/types';
import {
  DEFAULT_DESK_SORT,
  DESK_SORT_KEYS,
  type DeskParams,
  type DeskSort,
} from '../../api/get-desk-applications';

export const PER_PAGE_CHOICES = [25, 50, 100] as const;
export type PerPage = (typeof PER_PAGE_CHOICES)[number];
export const DESK_VIEWS = ['list', 'thumbs'] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

/** Which applications: the filters, without order or page (also what a bulk move or export takes). */
export type DeskFilter = Omit<DeskParams, 'sort' | 'page' | 'perPage'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isSort(value: string | null): value is DeskSort {
  return DESK_SORT_KEYS.some((key) => value === key || value === `-${key}`);
}

/**
 * The all-applications page's filters, order, page size and view, kept in the address (shareable,
 * and the back button returns to them). Anything malformed in the address is ignored.
 */
export function useDeskAddress() {
  const [searchParams] = useSearchParams();
  const address = useAddressFilters();
  const get = (key: string) => searchParams.get(key) ?? '';
  const day = (key: string) => (DAY.test(get(key)) ? get(key) : undefined);
  const vacancyId = Number(get('vacancyId'));
  const stageId = Number(get('stageId'));
  const knockedOut = get('knockedOut');
  const perPage = PER_PAGE_CHOICES.find((size) => String(size) === get('perPage')) ?? 25;
  const sort = isSort(get('sort')) ? (get('sort') as DeskSort) : DEFAULT_DESK_SORT;

  const vacancy = Number.isInteger(vacancyId) && vacancyId > 0 ? vacancyId : undefined;
  const filter: DeskFilter = {
    vacancyId: vacancy,
    // A stage belongs to one vacancy's process: it filters only beside its vacancy.
    stageId: vacancy && Number.isInteger(stageId) && stageId > 0 ? stageId : undefined,
    category: address.oneOf('category', CATEGORIES),
    status: address.oneOf('status', APPLICATION_STATUSES),
    from: day('from'),
    to: day('to'),
    knockedOut: knockedOut === 'true' ? true : knockedOut === 'false' ? false : undefined,
    source: get('source') || undefined,
    q: address.q || undefined,
  };

  return {
    filter,
    sort,
    perPage,
    page: address.page,
    view: address.oneOf('view', DESK_VIEWS) ?? 'list',
    update: address.update,
    hrefForPage: address.hrefForPage,
  };
}
