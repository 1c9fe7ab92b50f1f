import { useDroppable } from '@dnd-kit/core';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { statusLabel } from '@/components/ui/status-labels';
import { useBoardColumn } from '../../api/get-board-column';
import type { DeskApplication } from '../../api/get-desk-applications';
import { type BoardColumnDef, columnParams } from './board-columns';
import { BoardCard, type MoveTarget } from './BoardCard';

interface BoardColumnProps {
  vacancyId: number;
  column: BoardColumnDef;
  /** The stage's name, or the closing outcome's. */
  title: string;
  q: string | undefined;
  /** Whether a card may be dropped here (null: it is this column's own). */
  accepts: (card: DeskApplication) => boolean | null;
  /** Where a card may move, for its "Move to…" menu. */
  targetsOf: (card: DeskApplication) => MoveTarget[];
  /** The card being dragged, if any: the column shows whether it would take it. */
  dragging: DeskApplication | null;
  movingId: number | null;
  onMove: (card: DeskApplication, to: BoardColumnDef) => void;
}

function dropState(accepts: boolean | null) {
  if (accepts === null) return '';
  return accepts ? ' board-column-accepts' : ' board-column-refuses';
}

/**
 * One stage's or closing outcome's applications (the first hundred, then more on request), and a
 * drop target. A stage named otherwise than its kind says its kind under its name.
 */
export function BoardColumn({
  vacancyId,
  column: def,
  title,
  q,
  accepts,
  targetsOf,
  dragging,
  movingId,
  onMove,
}: BoardColumnProps) {
  const intl = useIntl();
  const column = useBoardColumn(vacancyId, columnParams(def, q));
  const { setNodeRef, isOver } = useDroppable({ id: def.id });
  const cards = column.data?.pages.flatMap((page) => page.data) ?? [];
  const total = column.data?.pages[0]?.total ?? 0;
  // False when the column holds more than 1,000: the count then reads "1,000+".
  const exact = column.data?.pages[0]?.totalExact ?? true;
  const kindLabel = intl.formatMessage({ id: statusLabel[def.status] });
  const headingId = `board-column-${def.id}`;

  let body;
  if (column.isPending) {
    body = <BoardLoading />;
  } else if (column.isError) {
    body = <QueryErrorState error={column.error} onRetry={() => void column.refetch()} />;
  } else if (cards.length === 0) {
    body = (
      <p className="small text-body-secondary mb-0 py-2 text-center">
        <FormattedMessage id="board.emptyColumn" />
      </p>
    );
  } else {
    body = (
      <ul className="list-unstyled d-flex flex-column gap-2 mb-0" aria-labelledby={headingId}>
        {cards.map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            targets={targetsOf(card)}
            onMove={onMove}
            busy={movingId === card.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-board-column={def.id}
      className={`board-column${dragging ? dropState(accepts(dragging)) : ''}${isOver ? ' board-column-over' : ''}`}
    >
      <h2 id={headingId} className="h6 d-flex align-items-center gap-2 mb-2">
        <span className="flex-grow-1 min-w-0 text-break">
          {title}
          {title === kindLabel ? null : (
            <span className="d-block small fw-normal text-body-secondary">{kindLabel}</span>
          )}
        </span>
        <Badge bg="secondary" pill>
          {intl.formatNumber(total)}
          {exact ? null : '+'}
          <span className="visually-hidden">
            {' '}
            <FormattedMessage
              id={exact ? 'board.columnTotal' : 'board.columnTotalAtLeast'}
              values={{ count: total }}
            />
          </span>
        </Badge>
      </h2>
      {body}
      {column.hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          className="w-100 mt-2"
          disabled={column.isFetchingNextPage}
          onClick={() => void column.fetchNextPage()}
        >
          {exact ? (
            <FormattedMessage
              id="board.showMore"
              values={{ count: total - cards.length, status: title }}
            />
          ) : (
            <FormattedMessage id="board.showMoreUncounted" values={{ status: title }} />
          )}
        </Button>
      ) : null}
    </section>
  );
}

/** The board's "loading" spinner: of a column's cards, or of the whole board's stages. */
export function BoardLoading() {
  return (
    <div className="text-center py-3">
      <Spinner size="sm" role="status">
        <span className="visually-hidden">
          <FormattedMessage id="board.loading" />
        </span>
      </Spinner>
    </div>
  );
}
