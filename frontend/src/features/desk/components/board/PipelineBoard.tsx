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
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { statusLabel } from '@/components/ui/status-labels';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { DeskApplication } from '../../api/get-desk-applications';
import { type VacancyStage, useVacancyStages } from '../../api/get-vacancy-stages';
import { useMoveOnBoard } from '../../api/move-on-board';
import { type BoardColumnDef, boardColumns, columnOf, moveKind, targetsOf } from './board-columns';
import { BoardCardFace } from './BoardCard';
import { BoardColumn, BoardLoading } from './BoardColumn';
import { ColumnKeyboardSensor, type ColumnKeyboardOptions } from './column-keyboard';
import { type MoveAnswer, MoveDialog, type MoveQuestion } from './MoveDialog';
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

function columnFor(columns: readonly BoardColumnDef[], over: Over | null) {
  return columns.find((column) => column.id === over?.id) ?? null;
}

/** A move on its way to the server, or to the dialog that asks about it first. */
interface PendingMove {
  card: DeskApplication;
  from: BoardColumnDef;
  to: BoardColumnDef;
}

interface Notice {
  variant: 'warning' | 'success' | 'danger';
  text: string;
}

/**
 * A vacancy's applications as a board: a column per stage of its hiring process, then the closing
 * outcomes (not selected, withdrawn). A card moves by drag and drop or its "Move to…" menu: forward
 * to any later stage; back to an earlier one with a note and to "Not selected" with a reason, which
 * a dialog asks for; to a hired stage only from an offer stage. A drop where the card cannot go
 * says where it could. A move shows at once and is undone if the server refuses.
 */
export function PipelineBoard({ vacancyId, q }: { vacancyId: number; q: string | undefined }) {
  const stages = useVacancyStages(vacancyId);
  if (stages.isPending) {
    return <BoardLoading />;
  }
  if (stages.isError) {
    return <QueryErrorState error={stages.error} onRetry={() => void stages.refetch()} />;
  }
  return <StageBoard vacancyId={vacancyId} q={q} stages={stages.data} />;
}

function StageBoard({
  vacancyId,
  q,
  stages,
}: {
  vacancyId: number;
  q: string | undefined;
  stages: VacancyStage[];
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const columns = useMemo(() => boardColumns(stages), [stages]);
  const move = useMoveOnBoard(vacancyId, q);
  const [question, setQuestion] = useState<{ move: PendingMove; open: boolean } | null>(null);
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
  const [keyboardColumn, setKeyboardColumn] = useState<string | null>(null);
  const [keyboard] = useState<ColumnKeyboardOptions>(() => ({
    onColumn: (id) => setKeyboardColumn(id),
  }));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(ColumnKeyboardSensor, keyboard),
  );
  const collisionDetection = useMemo<CollisionDetection>(
    () => (keyboardColumn ? () => [{ id: keyboardColumn }] : pointerCollision),
    [keyboardColumn],
  );

  const title = (column: BoardColumnDef) =>
    column.stage?.name ?? intl.formatMessage({ id: statusLabel[column.status] });
  const quoted = (column: BoardColumnDef | undefined) =>
    intl.formatMessage({ id: 'board.quoted' }, { text: column ? title(column) : '…' });
  const explain = (card: DeskApplication) => {
    const targets = targetsOf(columns, card);
    const from = quoted(columnOf(columns, card));
    return targets.length > 0
      ? intl.formatMessage(
          { id: 'board.canMoveTo' },
          {
            status: from,
            targets: intl.formatList(targets.map(quoted), { type: 'disjunction' }),
          },
        )
      : intl.formatMessage({ id: 'board.cannotMove' }, { status: from });
  };
  const movedText = (card: DeskApplication, to: BoardColumnDef) =>
    intl.formatMessage({ id: 'board.moved' }, { name: card.applicantName, status: quoted(to) });

  const send = ({ card, from, to }: PendingMove, { note, reasonId }: MoveAnswer) => {
    showNotice(null);
    move.mutate(
      { card, from, to, note, reasonId },
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

  const attemptMove = (card: DeskApplication, to: BoardColumnDef) => {
    const from = columnOf(columns, card);
    const kind = moveKind(columns, card, to);
    if (kind === 'same' || !from) return;
    if (kind === 'refused') {
      showNotice({ variant: 'warning', text: explain(card) });
      return;
    }
    if (kind === 'forward') {
      send({ card, from, to }, { note: null, reasonId: null });
      return;
    }
    // A rejection names its reason, a move back says why: the dialog asks first.
    setQuestion({ move: { card, from, to }, open: true });
  };

  const asked: MoveQuestion | null = question
    ? {
        card: question.move.card,
        ask: question.move.to.stage ? 'note' : 'reason',
        from: quoted(question.move.from),
        to: quoted(question.move.to),
      }
    : null;

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
    const to = columnFor(columns, over);
    if (card && to) attemptMove(card, to);
  };

  // A card and the column it is in.
  const whereText = (
    id: 'board.drag.start' | 'board.drag.stays',
    card: NonNullable<ReturnType<typeof cardOf>>,
  ) =>
    intl.formatMessage(
      { id },
      { name: card.applicantName, status: quoted(columnOf(columns, card)) },
    );
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = cardOf(active);
      return card ? `${whereText('board.drag.start', card)} ${explain(card)}` : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = cardOf(active);
      const to = columnFor(columns, over);
      if (!card || !to) return undefined;
      const id =
        moveKind(columns, card, to) === 'refused'
          ? 'board.drag.overInvalid'
          : 'board.drag.overValid';
      return intl.formatMessage({ id }, { name: card.applicantName, status: quoted(to) });
    },
    onDragEnd: ({ active, over }) => {
      const card = cardOf(active);
      const to = columnFor(columns, over);
      if (!card) return undefined;
      const kind = to ? moveKind(columns, card, to) : 'same';
      if (!to || kind === 'same') return whereText('board.drag.stays', card);
      if (kind === 'refused') return explain(card);
      if (kind === 'forward') return movedText(card, to);
      return intl.formatMessage(
        { id: 'board.drag.asks' },
        { name: card.applicantName, status: quoted(to) },
      );
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
          {columns.map((column) => (
            <BoardColumn
              key={column.id}
              vacancyId={vacancyId}
              column={column}
              title={title(column)}
              q={q}
              accepts={(card) => {
                const kind = moveKind(columns, card, column);
                return kind === 'same' ? null : kind !== 'refused';
              }}
              targetsOf={(card) =>
                targetsOf(columns, card).map((target) => ({ column: target, title: title(target) }))
              }
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
      <MoveDialog
        question={asked}
        show={question?.open ?? false}
        onCancel={() => setQuestion((open) => open && { ...open, open: false })}
        onExited={() => setQuestion(null)}
        onAnswer={(answer) => {
          if (question) send(question.move, answer);
          setQuestion((open) => open && { ...open, open: false });
        }}
      />
    </>
  );
}
