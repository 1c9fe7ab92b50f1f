import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@/lib/api/types';
import { changeApplicationStatus } from './change-application-status';
import type { BoardColumnData, BoardColumnParams } from './get-board-column';
import type { DeskApplication, DeskPage } from './get-desk-applications';
import { deskKeys } from './query-keys';

export interface BoardMove {
  card: DeskApplication;
  to: ApplicationStatus;
}

function withoutCard(data: BoardColumnData, id: number): BoardColumnData {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const kept = page.data.filter((item) => item.id !== id);
      // An uncounted total ("1,000+", more than 1,000) is still one after a card leaves.
      const total = page.totalExact ? page.total - (page.data.length - kept.length) : page.total;
      return { ...page, data: kept, total };
    }),
  };
}

function withCard(data: BoardColumnData, card: DeskApplication): BoardColumnData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  // An uncounted total ("1,000+") stays as it is: the server counts no further than 1,000.
  const grown = (page: DeskPage) => (page.totalExact ? page.total + 1 : page.total);
  return {
    ...data,
    pages: [
      { ...first, data: [card, ...first.data], total: grown(first) },
      ...rest.map((page) => ({ ...page, total: grown(page) })),
    ],
  };
}

/**
 * Moves a card to another column at once (the server's answer follows): the card leaves its
 * column and heads the target column; on failure both columns are put back. Until the columns
 * reload, the moved card offers no further moves (the server says which it may make next).
 */
export function useMoveOnBoard(vacancyId: number, params: Omit<BoardColumnParams, 'status'>) {
  const queryClient = useQueryClient();
  const keyOf = (status: ApplicationStatus): QueryKey =>
    deskKeys.boardColumn(vacancyId, { ...params, status });

  return useMutation({
    mutationFn: ({ card, to }: BoardMove) =>
      changeApplicationStatus({ id: card.id, status: to, note: null }),
    onMutate: async ({ card, to }) => {
      const from = keyOf(card.status);
      const target = keyOf(to);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: from }),
        queryClient.cancelQueries({ queryKey: target }),
      ]);
      const before = {
        from: queryClient.getQueryData<BoardColumnData>(from),
        target: queryClient.getQueryData<BoardColumnData>(target),
      };
      queryClient.setQueryData<BoardColumnData>(from, (data) =>
        data ? withoutCard(data, card.id) : data,
      );
      queryClient.setQueryData<BoardColumnData>(target, (data) =>
        data ? withCard(data, { ...card, status: to, nextStatuses: [] }) : data,
      );
      return { before };
    },
    onError: (_error, { card, to }, context) => {
      if (!context) return;
      queryClient.setQueryData(keyOf(card.status), context.before.from);
      queryClient.setQueryData(keyOf(to), context.before.target);
    },
    onSettled: (_answer, _error, { card }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.applicationLists() }),
        queryClient.invalidateQueries({ queryKey: deskKeys.application(card.id) }),
      ]),
  });
}
