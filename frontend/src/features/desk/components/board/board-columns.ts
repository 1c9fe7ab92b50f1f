import type { ApplicationStatus } from '@/lib/api/types';
import type { BoardColumnParams } from '../../api/get-board-column';
import type { DeskApplication } from '../../api/get-desk-applications';
import type { VacancyStage } from '../../api/get-vacancy-stages';

/** The two closing outcomes, each a column after the process's stages. */
export const CLOSING_OUTCOMES = ['rejected', 'withdrawn'] as const satisfies ApplicationStatus[];

/** One column of the board: a stage of the vacancy's process, or a closing outcome. */
export interface BoardColumnDef {
  /** The drop target's id and the column's `data-board-column`. */
  id: string;
  /** The stage, or null for a closing outcome. */
  stage: VacancyStage | null;
  /** The stage's kind, or the closing outcome. */
  status: ApplicationStatus;
  /** The place in the process (the closing outcomes come after every stage). */
  index: number;
}

export const stageColumnId = (stageId: number) => `stage-${stageId}`;

/** A column per stage, in the process's order, then rejected and withdrawn. */
export function boardColumns(stages: readonly VacancyStage[]): BoardColumnDef[] {
  return [
    ...stages.map((stage, index) => ({
      id: stageColumnId(stage.id),
      stage,
      status: stage.kind,
      index,
    })),
    ...CLOSING_OUTCOMES.map((status, index) => ({
      id: status,
      stage: null,
      status,
      index: stages.length + index,
    })),
  ];
}

/** What the column asks the grid for. */
export function columnParams(column: BoardColumnDef, q: string | undefined): BoardColumnParams {
  return {
    status: column.status,
    ...(column.stage ? { stageId: column.stage.id } : {}),
    ...(q ? { q } : {}),
  };
}

/**
 * The column a card is in: its closing outcome, else its stage (else, where an older server left
 * the stage out, the first stage of its status's kind).
 */
export function columnOf(
  columns: readonly BoardColumnDef[],
  card: DeskApplication,
): BoardColumnDef | undefined {
  if (card.status === 'rejected' || card.status === 'withdrawn') {
    return columns.find((column) => column.id === card.status);
  }
  return (
    columns.find(
      (column) => column.stage?.id === card.stage?.id && column.status === card.status,
    ) ?? columns.find((column) => column.stage && column.status === card.status)
  );
}

/**
 * What a drop of `card` on `to` does: nothing (its own column), a move forward, a move back (which
 * asks for a note), a rejection (which asks for the reason), or nothing because it is refused
 * (closed applications stay; `hired` takes only cards at an offer stage; nobody is withdrawn by the
 * team). A card whose `nextStatuses` are empty (closed, or moved and not reloaded yet) stays.
 */
export type MoveKind = 'same' | 'forward' | 'back' | 'reject' | 'refused';

export function moveKind(
  columns: readonly BoardColumnDef[],
  card: DeskApplication,
  to: BoardColumnDef,
): MoveKind {
  const from = columnOf(columns, card);
  if (from?.id === to.id) return 'same';
  if (!from?.stage || card.nextStatuses.length === 0) return 'refused';
  if (to.status === 'rejected')
    return card.nextStatuses.includes('rejected') ? 'reject' : 'refused';
  if (!to.stage) return 'refused';
  if (to.status === 'hired' && card.status !== 'offered') return 'refused';
  return to.index > from.index ? 'forward' : 'back';
}

/** The columns `card` may move to, in the board's order. */
export function targetsOf(
  columns: readonly BoardColumnDef[],
  card: DeskApplication,
): BoardColumnDef[] {
  return columns.filter((column) => {
    const kind = moveKind(columns, card, column);
    return kind !== 'same' && kind !== 'refused';
  });
}
