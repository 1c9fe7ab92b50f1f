import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BoardColumnDef, columnParams } from '../components/board/board-columns';
import { changeApplicationStatus } from './change-application-status';
import type { BoardColumnData } from './get-board-column';
import type { DeskApplication, DeskPage } from './get-desk-applications';
import { moveToStage } from './move-to-stage';
import { deskKeys } from './query-keys';

export interface BoardMove {
  card: DeskApplication;
  /** The card's column and where it goes: a later or (with `note`) earlier stage, or rejected. */
  from: BoardColumnDef;
  to: BoardColumnDef;
  note: string | null;
  /** With a rejection: why. */
  reasonId: number | null;
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
export function useMoveOnBoard(vacancyId: number, q: string | undefined) {
  const queryClient = useQueryClient();
  const keyOf = (column: BoardColumnDef): QueryKey =>
    deskKeys.boardColumn(vacancyId, columnParams(column, q));

  return useMutation({
    mutationFn: ({ card, to, note, reasonId }: BoardMove) =>
      to.stage
        ? moveToStage({ id: card.id, stageId: to.stage.id, note })
        : changeApplicationStatus({ id: card.id, status: to.status, note, reasonId }),
    onMutate: async ({ card, from: source, to }) => {
      const from = keyOf(source);
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
        data
          ? withCard(data, {
              ...card,
              status: to.status,
              // A closed application stays at the stage it was closed at.
              stage: to.stage ? { id: to.stage.id, name: to.stage.name } : card.stage,
              nextStatuses: [],
            })
          : data,
      );
      return { before };
    },
    onError: (_error, { from, to }, context) => {
      if (!context) return;
      queryClient.setQueryData(keyOf(from), context.before.from);
      queryClient.setQueryData(keyOf(to), context.before.target);
    },
    onSettled: (_answer, _error, { card }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deskKeys.applicationLists() }),
        queryClient.invalidateQueries({ queryKey: deskKeys.application(card.id) }),
      ]),
  });
}
