import { useDroppable } from '@dnd-kit/core';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { statusLabel } from '@/components/ui/status-labels';
import type { ApplicationStatus } from '@/lib/api/types';
import { useBoardColumn } from '../../api/get-board-column';
import type { DeskApplication } from '../../api/get-desk-applications';
import { BoardCard } from './BoardCard';

interface BoardColumnProps {
  vacancyId: number;
  status: ApplicationStatus;
  q: string | undefined;
  /** The card being dragged, if any: the column shows whether it would take it. */
  dragging: DeskApplication | null;
  movingId: number | null;
  onMove: (card: DeskApplication, to: ApplicationStatus) => void;
}

function dropState(status: ApplicationStatus, dragging: DeskApplication | null) {
  if (!dragging || dragging.status === status) return '';
  return dragging.nextStatuses.includes(status) ? ' board-column-accepts' : ' board-column-refuses';
}

/** One status's applications (the first hundred, then more on request), and a drop target. */
export function BoardColumn({
  vacancyId,
  status,
  q,
  dragging,
  movingId,
  onMove,
}: BoardColumnProps) {
  const intl = useIntl();
  const column = useBoardColumn(vacancyId, { status, q });
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const cards = column.data?.pages.flatMap((page) => page.data) ?? [];
  const total = column.data?.pages[0]?.total ?? 0;
  // False when the column holds more than 1,000: the count then reads "1,000+".
  const exact = column.data?.pages[0]?.totalExact ?? true;
  const title = intl.formatMessage({ id: statusLabel[status] });
  const headingId = `board-column-${status}`;

  let body;
  if (column.isPending) {
    body = (
      <div className="text-center py-3">
        <Spinner size="sm" role="status">
          <span className="visually-hidden">
            <FormattedMessage id="board.loading" />
          </span>
        </Spinner>
      </div>
    );
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
          <BoardCard key={card.id} card={card} onMove={onMove} busy={movingId === card.id} />
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-board-column={status}
      className={`board-column${dropState(status, dragging)}${isOver ? ' board-column-over' : ''}`}
    >
      <h2 id={headingId} className="h6 d-flex align-items-center gap-2 mb-2">
        <span className="flex-grow-1">{title}</span>
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
