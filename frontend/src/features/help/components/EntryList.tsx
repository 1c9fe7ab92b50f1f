import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ArrowDown, ArrowUp, Edit2, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '@/components/ui/IconButton';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { HelpLanguage } from '../api/types';
import { buttonId } from './entry-order';
import { languageName } from './use-help-language';

export interface ListedEntry {
  id: number;
  /** Its question, title or name, in its main language. */
  title: string;
  language: HelpLanguage;
  published: boolean;
  missing: readonly HelpLanguage[];
  /** The group it is ordered within (its category). */
  group: string;
  /** A line below the title: its address, its counts. */
  details?: ReactNode;
}

export interface EntryGroup {
  key: string;
  /** Its heading; none when the list is one group. */
  title?: string;
  hidden?: boolean;
}

export interface EntryListProps {
  /** Prefix of the buttons' ids (the focus follows a moved row by them). */
  idPrefix: string;
  entries: readonly ListedEntry[];
  groups: readonly EntryGroup[];
  busy: boolean;
  onEdit: (id: number) => void;
  onTogglePublished: (id: number) => void;
  onMove: (id: number, step: -1 | 1) => void;
  onDelete: (id: number) => void;
}

/** "Missing: German, French" for the tenant's languages an entry has no text in yet. */
function MissingBadge({ missing }: { missing: readonly HelpLanguage[] }) {
  const intl = useIntl();
  if (missing.length === 0) return null;
  const languages = intl.formatList(missing.map((language) => languageName(intl, language)));
  return (
    <Badge bg="warning-subtle" text="warning-emphasis" className="border border-warning-subtle">
      <FormattedMessage id="help.admin.missing" values={{ languages }} />
    </Badge>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge bg="success-subtle" text="success-emphasis">
      <FormattedMessage id="help.admin.published" />
    </Badge>
  ) : (
    <Badge bg="secondary-subtle" text="secondary-emphasis">
      <FormattedMessage id="help.admin.hidden" />
    </Badge>
  );
}

/** The row's two move buttons, up (off for the first of its group) and down (off for the last). */
const MOVES = [
  { direction: 'up', step: -1, label: 'help.admin.moveUp', Icon: ArrowUp },
  { direction: 'down', step: 1, label: 'help.admin.moveDown', Icon: ArrowDown },
] as const;

function EntryRow({
  entry,
  first,
  last,
  props,
}: {
  entry: ListedEntry;
  first: boolean;
  last: boolean;
  props: EntryListProps;
}) {
  const intl = useIntl();
  const { idPrefix, busy } = props;
  const title = entry.title;
  const label = (id: MessageId) => intl.formatMessage({ id }, { title });
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2">
      <div className="flex-grow-1 min-w-0 help-entry-text">
        <div className="fw-semibold text-break" lang={entry.language}>
          {title}
        </div>
        <div className="d-flex flex-wrap align-items-center gap-1 small mt-1">
          <StatusBadge published={entry.published} />
          <MissingBadge missing={entry.missing} />
          {entry.details ? <span className="text-body-secondary">{entry.details}</span> : null}
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-1 ms-auto">
        {MOVES.map(({ direction, step, label: move, Icon }) => (
          <IconButton
            look="link"
            key={direction}
            id={buttonId(idPrefix, entry.id, direction)}
            label={label(move)}
            disabled={direction === 'up' ? first : last}
            onClick={() => props.onMove(entry.id, step)}
          >
            <Icon size={16} aria-hidden="true" />
          </IconButton>
        ))}
        <Button
          variant="outline-secondary"
          size="sm"
          aria-label={label(entry.published ? 'help.admin.hide' : 'help.admin.publish')}
          disabled={busy}
          onClick={() => props.onTogglePublished(entry.id)}
        >
          <FormattedMessage
            id={entry.published ? 'help.admin.hideShort' : 'help.admin.publishShort'}
          />
        </Button>
        <IconButton
          look="link"
          id={buttonId(idPrefix, entry.id, 'edit')}
          label={label('help.admin.edit')}
          onClick={() => props.onEdit(entry.id)}
        >
          <Edit2 size={16} aria-hidden="true" />
        </IconButton>
        <IconButton
          look="link"
          label={label('help.admin.delete')}
          danger
          disabled={busy}
          onClick={() => props.onDelete(entry.id)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

/**
 * The entries by group (FAQ entries and articles by category), each with its status, the
 * translations it lacks, and buttons to move it within its group, publish or hide, edit and delete.
 */
export function EntryList(props: EntryListProps) {
  return (
    <div className="d-grid gap-3">
      {props.groups.map((group) => {
        const entries = props.entries.filter((entry) => entry.group === group.key);
        if (entries.length === 0) return null;
        const headingId = `${props.idPrefix}-group-${group.key}`;
        return (
          <section key={group.key} aria-labelledby={group.title ? headingId : undefined}>
            {group.title ? (
              <h3 id={headingId} className="h6 d-flex flex-wrap align-items-center gap-2 mb-2">
                <span className="text-break">{group.title}</span>
                {group.hidden ? <StatusBadge published={false} /> : null}
              </h3>
            ) : null}
            <ul className="list-group">
              {entries.map((entry, index) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  first={index === 0}
                  last={index === entries.length - 1}
                  props={props}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
