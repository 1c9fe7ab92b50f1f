import { useDraggable } from '@dnd-kit/core';
import Badge from 'react-bootstrap/Badge';
import { Mail, Move } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AppliedOn } from '@/components/ui/AppliedOn';
import { MenuButton } from '@/components/ui/MenuButton';
import { UserAvatar } from '@/components/ui/UserAvatar';
import type { DeskApplication } from '../../api/get-desk-applications';
import { KnockedOutBadge } from '../ApplicationStatusBadges';
import type { BoardColumnDef } from './board-columns';

/** A column a card may move to, with its name. */
export interface MoveTarget {
  column: BoardColumnDef;
  title: string;
}

interface BoardCardProps {
  card: DeskApplication;
  /** The columns the card may move to now. */
  targets: MoveTarget[];
  onMove: (card: DeskApplication, to: BoardColumnDef) => void;
  /** True while a move of this card is on its way (it cannot be moved again meanwhile). */
  busy: boolean;
}

/** What a card shows: photo or initials, name, applied date and the flags. */
export function BoardCardFace({ card, link = true }: { card: DeskApplication; link?: boolean }) {
  const intl = useIntl();
  return (
    <div className="d-flex gap-2 min-w-0 flex-grow-1">
      <UserAvatar name={card.applicantName} src={card.photoUrl} size={32} />
      <div className="min-w-0">
        {link ? (
          <Link
            to={`/job-vacancy-setting/applications/${card.id}`}
            className="fw-semibold text-break d-block"
          >
            {card.applicantName}
          </Link>
        ) : (
          <span className="fw-semibold text-break d-block">{card.applicantName}</span>
        )}
        <div className="small text-body-secondary">
          <AppliedOn at={card.appliedAt} />
        </div>
        <div className="d-flex flex-wrap gap-1 mt-1">
          <KnockedOutBadge when={card.knockedOut} />
          {card.unreadMessages > 0 ? (
            <Badge
              bg="primary"
              pill
              role="img"
              aria-label={intl.formatMessage(
                { id: 'board.unread' },
                { count: card.unreadMessages },
              )}
              title={intl.formatMessage({ id: 'board.unread' }, { count: card.unreadMessages })}
            >
              <Mail size={12} aria-hidden="true" className="me-1" />
              {card.unreadMessages}
            </Badge>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * One application on the board: dragged by its handle (pointer, or Space and the arrow keys), or
 * moved with its "Move to…" menu, which lists the stages (and "Not selected") it may move to now.
 */
export function BoardCard({ card, targets, onMove, busy }: BoardCardProps) {
  const intl = useIntl();
  const name = card.applicantName;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      className={`card board-card${isDragging ? ' board-card-dragging' : ''}`}
      data-application={card.id}
    >
      <div className="card-body p-2 d-flex align-items-start gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="btn btn-link btn-sm p-1 board-handle"
          aria-label={intl.formatMessage({ id: 'board.drag' }, { name })}
          title={intl.formatMessage({ id: 'board.drag' }, { name })}
          {...attributes}
          {...listeners}
        >
          <Move size={16} aria-hidden="true" />
        </button>
        <BoardCardFace card={card} />
        {targets.length > 0 && !busy ? (
          <MenuButton
            align="end"
            toggle={<FormattedMessage id="board.moveTo" />}
            label={intl.formatMessage({ id: 'board.moveToNamed' }, { name })}
            toggleClassName="btn-sm p-1 text-nowrap"
          >
            {targets.map(({ column, title }) => (
              <button
                key={column.id}
                type="button"
                className="dropdown-item"
                onClick={() => onMove(card, column)}
              >
                {title}
              </button>
            ))}
          </MenuButton>
        ) : null}
      </div>
    </li>
  );
}
