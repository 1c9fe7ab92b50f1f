import { hasNextPage, pageCount } from './paging';

/** `rows` on `page` of a list of 20 a page that says `total` (and whether it is exact). */
function pageOf(page: number, rows: number, total: number, totalExact: boolean) {
  return { data: Array.from({ length: rows }, () => ({})), total, totalExact, page, perPage: 20 };
}

describe('paging', () => {
  it('offers the counted pages of an exact total, and nothing after the last', () => {
    expect(pageCount(pageOf(1, 20, 45, true))).toBe(3);
    expect(hasNextPage(pageOf(2, 20, 45, true))).toBe(true);
    expect(hasNextPage(pageOf(3, 5, 45, true))).toBe(false);
    // A full last page of an exact total has no next one.
    expect(hasNextPage(pageOf(50, 20, 1000, true))).toBe(false);
    expect(pageCount(pageOf(50, 20, 1000, true))).toBe(50);
  });

  it('goes on past the 50 pages of a "1,000+" for as long as the pages are full', () => {
    expect(pageCount(pageOf(1, 20, 1000, false))).toBe(50);
    expect(hasNextPage(pageOf(50, 20, 1000, false))).toBe(true);
    expect(pageCount(pageOf(50, 20, 1000, false))).toBe(51);
    expect(pageCount(pageOf(73, 20, 1000, false))).toBe(74);
    // The first page that is not full is the last.
    expect(hasNextPage(pageOf(74, 7, 1000, false))).toBe(false);
    expect(pageCount(pageOf(74, 7, 1000, false))).toBe(74);
  });
});
