import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailFolder, MailLabel } from '../api/types';
import { ChoiceMenu, LabelMenu } from './ChoiceMenu';
import { viewTitle } from './mail-text';

const MENU_TOGGLE_CLASS = 'btn-sm btn-outline-secondary text-decoration-none';

interface MailToolbarProps {
  /** How many of the page's messages are chosen, and how many the page has. */
  selectedCount: number;
  pageCount: number;
  onSelectAll: (selected: boolean) => void;
  /** Whether every chosen message is starred already (the button then removes the star). */
  allStarred: boolean;
  /** The folders the chosen messages may move to from here. */
  moveTargets: readonly MailFolder[];
  busy: boolean;
  onMarkRead: (read: boolean) => void;
  onStar: (starred: boolean) => void;
  onMove: (folder: MailFolder) => void;
  onToggleLabel: (label: MailLabel) => void;
}

/** Select all on the page, then act on the chosen messages at once. */
export function MailToolbar({
  selectedCount,
  pageCount,
  onSelectAll,
  allStarred,
  moveTargets,
  busy,
  onMarkRead,
  onStar,
  onMove,
  onToggleLabel,
}: MailToolbarProps) {
  const intl = useIntl();
  const all = pageCount > 0 && selectedCount === pageCount;
  const some = selectedCount > 0 && !all;
  // Read, unread and the star: plain buttons that change a flag on every chosen message.
  const flags = [
    { label: 'mail.markRead', run: () => onMarkRead(true) },
    { label: 'mail.markUnread', run: () => onMarkRead(false) },
    { label: allStarred ? 'mail.unstar' : 'mail.star', run: () => onStar(!allStarred) },
  ] as const;
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'mail.actions' })}
      className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom"
    >
      <Form.Check
        id="mail-select-all"
        checked={all}
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = some;
        }}
        aria-label={intl.formatMessage({ id: 'mail.selectAll' })}
        onChange={(event) => onSelectAll(event.target.checked)}
      />
      {selectedCount === 0 ? (
        <span className="small text-body-secondary">
          <FormattedMessage id="mail.selectHint" />
        </span>
      ) : (
        <>
          <span className="small text-body-secondary" role="status">
            <FormattedMessage id="mail.selected" values={{ count: selectedCount }} />
          </span>
          {flags.map(({ label, run }) => (
            <Button key={label} size="sm" variant="outline-secondary" disabled={busy} onClick={run}>
              <FormattedMessage id={label} />
            </Button>
          ))}
          <ChoiceMenu
            toggle="mail.moveTo"
            toggleClassName={MENU_TOGGLE_CLASS}
            choices={moveTargets}
            titles={viewTitle}
            disabled={busy}
            onChoose={onMove}
          />
          <LabelMenu toggleClassName={MENU_TOGGLE_CLASS} disabled={busy} onChoose={onToggleLabel} />
        </>
      )}
    </div>
  );
}
