import Form from 'react-bootstrap/Form';
import { Paperclip, Star } from 'react-feather';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { MailSummary } from '../api/types';
import { LabelBadges } from './LabelBadges';
import { ListSubject } from './ListSubject';
import { namesOf, useSubjectText } from './mail-text';
import { ShortDate } from './ShortDate';

interface MailRowProps {
  mail: MailSummary;
  /** Sent mail and drafts name the recipients; the rest the sender. */
  showRecipients: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStar: () => void;
  /** Drafts open in the composer rather than as a thread. */
  onOpenDraft: () => void;
  busy: boolean;
}

/** One message of a list: select, star, and open it; unread ones stand out in bold. */
export function MailRow({
  mail,
  showRecipients,
  selected,
  onSelect,
  onStar,
  onOpenDraft,
  busy,
}: MailRowProps) {
  const intl = useIntl();
  const location = useLocation();
  const subjectText = useSubjectText();
  const counterpart = showRecipients
    ? intl.formatMessage({ id: 'mail.toNames' }, { names: namesOf(mail.to) || '—' })
    : mail.from.name;
  const subject = subjectText(mail.subject);
  const title = <ListSubject subject={subject} unread={mail.unread} />;
  return (
    <li
      className={`list-group-item mail-row d-flex align-items-start gap-2 py-2${mail.unread ? ' mail-unread' : ''}${selected ? ' mail-selected' : ''}`}
    >
      <Form.Check
        id={`mail-select-${mail.id}`}
        className="mt-1"
        checked={selected}
        aria-label={intl.formatMessage({ id: 'mail.selectOne' }, { from: counterpart, subject })}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <button
        type="button"
        className={`btn btn-link p-0 mt-1 lh-1 mail-star${mail.starred ? ' starred' : ''}`}
        aria-pressed={mail.starred}
        aria-label={intl.formatMessage({ id: 'mail.starNamed' }, { subject })}
        disabled={busy}
        onClick={onStar}
      >
        <Star size={16} aria-hidden="true" />
      </button>
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex align-items-baseline gap-2">
          <span className={`text-truncate${mail.unread ? ' fw-bold' : ''}`}>{counterpart}</span>
          <span className="ms-auto small text-body-secondary text-nowrap">
            {mail.attachmentCount > 0 ? (
              <Paperclip
                size={14}
                className="me-1"
                aria-label={intl.formatMessage(
                  { id: 'mail.attachmentCount' },
                  { count: mail.attachmentCount },
                )}
                role="img"
              />
            ) : null}
            <ShortDate value={mail.sentAt} />
          </span>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {mail.draft ? (
            <button
              type="button"
              className={`btn btn-link p-0 text-start text-truncate mw-100 mail-open${mail.unread ? ' fw-bold' : ''}`}
              onClick={onOpenDraft}
            >
              {title}
            </button>
          ) : (
            <Link
              to={`/email/message/${mail.id}`}
              state={{ from: `${location.pathname}${location.search}` }}
              className={`text-truncate mw-100 mail-open${mail.unread ? ' fw-bold' : ''}`}
            >
              {title}
            </Link>
          )}
          <LabelBadges labels={mail.labels} />
        </div>
        <div className="small text-body-secondary text-truncate">{mail.excerpt}</div>
      </div>
    </li>
  );
}
