import {
  type Active,
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  type Over,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useIntl } from 'react-intl';
import { statusLabel } from '@/components/ui/status-labels';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { DeskApplication } from '../../api/get-desk-applications';
import { useMoveOnBoard } from '../../api/move-on-board';
import { BoardCardFace } from './BoardCard';
import { BoardColumn } from './BoardColumn';
import { ColumnKeyboardSensor, type ColumnKeyboardOptions } from './column-keyboard';
import './board.css';

/** The pointer's column; failing that, the column the dragged card overlaps most. */
const pointerCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function cardOf(active: Active): DeskApplication | null {
  const card: unknown = active.data.current?.card;
  return (card ?? null) as DeskApplication | null;
}

function statusOf(over: Over | null): ApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === over?.id) ?? null;
}

interface Notice {
  variant: 'warning' | 'success' | 'danger';
  text: string;
}

/**
 * A vacancy's applications as a board, a column per status. A card moves by drag and drop or its
 * "Move to…" menu; only the columns the server lists in the card's `nextStatuses` take it, and a
 * drop elsewhere says where it could go. A move shows at once and is undone if the server refuses.
 */
export function PipelineBoard({ vacancyId, q }: { vacancyId: number; q: string | undefined }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const move = useMoveOnBoard(vacancyId, { q });
  const [dragging, setDragging] = useState<DeskApplication | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // While a card is dragged the notice above the board stays as it is: one appearing or going
  // would move the board under the pointer. What comes meanwhile is shown at the drop.
  const drag = useRef<{ held?: Notice | null } | null>(null);
  const showNotice = (next: Notice | null) => {
    if (drag.current) drag.current.held = next;
    else setNotice(next);
  };
  // A card picked up with the keyboard is over the column the arrow keys took it to: the board
  // keeps it here rather than working it out from where the card is drawn.
  const [keyboardColumn, setKeyboardColumn] = useState<ApplicationStatus | null>(null);
  const [keyboard] = useState<ColumnKeyboardOptions>(() => ({
    onColumn: (id) => {
      const status = APPLICATION_STATUSES.find((known) => known === id);
      if (status) setKeyboardColumn(status);
    },
  }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(ColumnKeyboardSensor, keyboard),
  );
  const collisionDetection = useMemo<CollisionDetection>(
    () => (keyboardColumn ? () => [{ id: keyboardColumn }] : pointerCollision),
    [keyboardColumn],
  );

  const label = (status: ApplicationStatus) => intl.formatMessage({ id: statusLabel[status] });
  const quoted = (status: ApplicationStatus) =>
    intl.formatMessage({ id: 'board.quoted' }, { text: label(status) });
  const explain = (card: DeskApplication) =>
    card.nextStatuses.length > 0
      ? intl.formatMessage(
          { id: 'board.canMoveTo' },
          {
            status: quoted(card.status),
            targets: intl.formatList(card.nextStatuses.map(quoted), { type: 'disjunction' }),
          },
        )
      : intl.formatMessage({ id: 'board.cannotMove' }, { status: quoted(card.status) });
  const movedText = (card: DeskApplication, to: ApplicationStatus) =>
    intl.formatMessage({ id: 'board.moved' }, { name: card.applicantName, status: quoted(to) });

  const attemptMove = (card: DeskApplication, to: ApplicationStatus) => {
    if (to === card.status) return;
    if (!card.nextStatuses.includes(to)) {
      showNotice({ variant: 'warning', text: explain(card) });
      return;
    }
    showNotice(null);
    move.mutate(
      { card, to },
      {
        onSuccess: () => showNotice({ variant: 'success', text: movedText(card, to) }),
        onError: (error) =>
          showNotice({
            variant: 'danger',
            text: intl.formatMessage(
              { id: 'board.moveFailed' },
              { name: card.applicantName, reason: errorText(error) },
            ),
          }),
      },
    );
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    drag.current = {};
    setDragging(cardOf(active));
  };

  /** The drag is over: the notice that came meanwhile, if any, is shown now. */
  const endDrag = () => {
    const held = drag.current;
    drag.current = null;
    if (held && held.held !== undefined) setNotice(held.held);
    setDragging(null);
    setKeyboardColumn(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endDrag();
    const card = cardOf(active);
    const to = statusOf(over);
    if (card && to) attemptMove(card, to);
  };

  // A card and the column it is in.
  const whereText = (
    id: 'board.drag.start' | 'board.drag.stays',
    card: NonNullable<ReturnType<typeof cardOf>>,
  ) => intl.formatMessage({ id }, { name: card.applicantName, status: quoted(card.status) });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active);
      return card ? `${whereText('board.drag.start', card)} ${explain(card)}` : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active);
      const to = statusOf(over);
      if (!card || !to) return undefined;
      const id =
        to === card.status || card.nextStatuses.includes(to)
          ? 'board.drag.overValid'
          : 'board.drag.overInvalid';
      return intl.formatMessage({ id }, { name: card.applicantName, status: quoted(to) });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active);
      const to = statusOf(over);
      if (!card) return undefined;
      if (!to || to === card.status) {
        return whereText('board.drag.stays', card);
      }
      return card.nextStatuses.includes(to) ? movedText(card, to) : explain(card);
    },
    onDragCancel: ({ active }) => {
      const card = cardOf(active);
      return card ? whereText('board.drag.stays', card) : undefined;
    },
  };

  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {notice ? (
          <Alert
            variant={notice.variant}
            className="py-2"
            dismissible
            closeLabel={intl.formatMessage({ id: 'board.dismiss' })}
            onClose={() => showNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={endDrag}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: intl.formatMessage({ id: 'board.drag.instructions' }),
          },
        }}
      >
        <div
          className="board"
          role="region"
          aria-label={intl.formatMessage({ id: 'board.label' })}
          // The row scrolls sideways on narrow screens: the keyboard must reach it too.
          tabIndex={0}
        >
          {APPLICATION_STATUSES.map((status) => (
            <BoardColumn
              key={status}
              vacancyId={vacancyId}
              status={status}
              q={q}
              dragging={dragging}
              movingId={move.isPending ? move.variables.card.id : null}
              onMove={attemptMove}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <div className="card board-card board-overlay">
              <div className="card-body p-2">
                <BoardCardFace card={dragging} link={false} />
              </div>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}
