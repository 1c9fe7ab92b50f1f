import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import { AlertOctagon, Edit, Edit2, Mail, Send, Star, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/CountBadge';
import { useMailCounts } from '../api/get-mail-counts';
import {
  LABEL_VARIANT,
  MAIL_LABELS,
  MAIL_VIEWS,
  type MailCounts,
  type MailView,
  viewPath,
} from '../api/types';
import { labelTitle, viewTitle } from './mail-text';

const viewIcon: Record<MailView, ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>> = {
  inbox: Mail,
  sent: Send,
  draft: Edit2,
  starred: Star,
  spam: AlertOctagon,
  trash: Trash2,
};

/** Unread messages per folder; for drafts, how many there are. */
function viewCount(counts: MailCounts | undefined, view: MailView): number {
  if (!counts) return 0;
  if (view === 'draft') return counts.drafts;
  if (view === 'starred') return counts.starred;
  return counts.folders[view];
}

interface MessagesSidebarProps {
  onCompose: () => void;
  /** A folder or label was chosen (the sidebar closes on small screens). */
  onNavigate: () => void;
}

/** Compose, the folders and the labels, each with its unread count. */
export function MessagesSidebar({ onCompose, onNavigate }: MessagesSidebarProps) {
  const intl = useIntl();
  const { data: counts } = useMailCounts();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `nav-link d-flex align-items-center gap-2${isActive ? ' active' : ''}`;
  return (
    <div className="w-100 page-sidebar-content">
      <Button className="w-100 mb-3" onClick={onCompose}>
        <Edit size={16} aria-hidden="true" className="me-2" />
        <FormattedMessage id="mail.compose" />
      </Button>
      <nav aria-label={intl.formatMessage({ id: 'mail.folders' })}>
        <ul className="nav nav-pills flex-column gap-1 page-sidebar-nav">
          {MAIL_VIEWS.map((view) => {
            const Icon = viewIcon[view];
            return (
              <li key={view} className="nav-item">
                <NavLink to={viewPath(view)} className={linkClass} onClick={onNavigate}>
                  <Icon size={16} aria-hidden="true" />
                  <span className="flex-grow-1">
                    <FormattedMessage id={viewTitle[view]} />
                  </span>
                  <CountBadge
                    count={viewCount(counts, view)}
                    text={view === 'draft' ? 'mail.draftCount' : 'mail.unreadCount'}
                    className={
                      view === 'draft'
                        ? 'bg-secondary-subtle text-secondary-emphasis'
                        : 'bg-primary-subtle text-primary-emphasis'
                    }
                  />
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="h6 text-body-secondary mt-4 mb-2 px-3" id="mail-labels-title">
        <FormattedMessage id="mail.labels" />
      </h2>
      <nav aria-labelledby="mail-labels-title">
        <ul className="nav nav-pills flex-column gap-1 page-sidebar-nav">
          {MAIL_LABELS.map((label) => (
            <li key={label} className="nav-item">
              <NavLink to={`/email/label/${label}`} className={linkClass} onClick={onNavigate}>
                <span
                  className={`color-dot bg-${LABEL_VARIANT[label]} flex-shrink-0`}
                  aria-hidden="true"
                />
                <span className="flex-grow-1">
                  <FormattedMessage id={labelTitle[label]} />
                </span>
                <CountBadge count={counts?.labels[label] ?? 0} text="mail.unreadCount" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
