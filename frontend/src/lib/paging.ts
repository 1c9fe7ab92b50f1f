/**
 * What a pager needs of a page of a paged answer. A search counts its matches only up to 1,000:
 * past that the answer says 1,000 with `totalExact` false ("1,000+"), and its pages go on for as
 * long as there are rows.
 */
export interface PageCounts {
  data: readonly unknown[];
  total: number;
  totalExact: boolean;
  page: number;
  perPage: number;
}

/**
 * Whether a page has a next one: up to the total when it is exact; past a capped total, for as
 * long as the pages come back full.
 */
export function hasNextPage({ data, total, totalExact, page, perPage }: PageCounts): boolean {
  return totalExact ? page * perPage < total : data.length >= perPage;
}

/**
 * How many pages a pager offers: the counted ones, and past a capped total one more after every
 * full page (so the user can go on past page 50 of a "1,000+").
 */
export function pageCount(counts: PageCounts): number {
  const counted = Math.ceil(counts.total / counts.perPage);
  if (counts.totalExact) return counted;
  return Math.max(counted, hasNextPage(counts) ? counts.page + 1 : counts.page);
}
