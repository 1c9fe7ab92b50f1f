import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@/lib/api/types';
import { hasNextPage } from '@/lib/paging';
import { type DeskPage, getDeskApplications } from './get-desk-applications';
import { deskKeys } from './query-keys';

/** A board column holds up to this many cards at first, and this many more at each "show more". */
export const BOARD_PAGE_SIZE = 100;

/**
 * What a column shows: an open stage's applications (`stageId`, with `status` its kind: a closed
 * application stays at the stage it was closed at), or one closing outcome's (`status` alone).
 */
export interface BoardColumnParams {
  status: ApplicationStatus;
  stageId?: number;
  q?: string;
}

export type BoardColumnData = InfiniteData<DeskPage, number>;

export function boardColumnQueryOptions(vacancyId: number, params: BoardColumnParams) {
  return infiniteQueryOptions({
    queryKey: deskKeys.boardColumn(vacancyId, params),
    queryFn: ({ pageParam, signal }) =>
      getDeskApplications(
        { vacancyId, ...params, page: pageParam, perPage: BOARD_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    // Past 1,000 cards the server stops counting (`totalExact` false): a full page has a next one.
    getNextPageParam: (last: DeskPage) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}

export function useBoardColumn(vacancyId: number, params: BoardColumnParams) {
  return useInfiniteQuery(boardColumnQueryOptions(vacancyId, params));
}
