import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { FormattedDate } from 'react-intl';
import { PersonLink } from '@/components/ui/PersonLink';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { DeskApplication, DeskSortKey } from '../../api/get-desk-applications';
import { ApplicationStatusBadges } from '../ApplicationStatusBadges';
import { UnreadCount } from './UnreadCount';

export interface DeskColumnMeta {
  /** The column's header (and its name in the column chooser). */
  label: MessageId;
  /** The server's order for this column, when it can sort by it. */
  sortKey?: DeskSortKey;
  /** Dates sort newest first on the first click; words from A. */
  descFirst?: boolean;
}

export const deskFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: {} as DeskColumnMeta,
});

const column = createColumnHelper<typeof deskFeatures, DeskApplication>();

export const applicationLink = (id: number) => `/job-vacancy-setting/applications/${id}`;

/** The table's columns; the selection column is drawn by the table itself. */
export const deskColumns = column.columns([
  column.display({ id: 'select', enableHiding: false, meta: { label: 'desk.select' } }),
  column.accessor('applicantName', {
    id: 'applicant',
    enableHiding: false,
    meta: { label: 'pipeline.applicant', sortKey: 'name' },
    cell: ({ row: { original: application } }) => (
      <PersonLink
        name={application.applicantName}
        email={application.applicantEmail}
        to={applicationLink(application.id)}
        photoUrl={application.photoUrl}
        avatarSize={32}
        wrap
      />
    ),
  }),
  column.accessor('vacancyTitle', {
    id: 'vacancy',
    meta: { label: 'desk.column.vacancy', sortKey: 'vacancy' },
    cell: ({ getValue }) => getValue(),
  }),
  column.accessor('status', {
    id: 'status',
    meta: { label: 'recruiting.column.status', sortKey: 'status' },
    cell: ({ row: { original: application } }) => (
      <div className="d-flex flex-wrap gap-1">
        <ApplicationStatusBadges application={application} />
      </div>
    ),
  }),
  column.accessor('appliedAt', {
    id: 'appliedAt',
    meta: { label: 'pipeline.applied', sortKey: 'appliedAt', descFirst: true },
    cell: ({ getValue }) => <FormattedDate value={getValue()} dateStyle="medium" />,
  }),
  column.accessor('updatedAt', {
    id: 'updatedAt',
    meta: { label: 'desk.column.updated', sortKey: 'updatedAt', descFirst: true },
    cell: ({ getValue }) => <FormattedDate value={getValue()} dateStyle="medium" />,
  }),
  column.accessor('source', {
    id: 'source',
    meta: { label: 'desk.filter.source' },
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('unreadMessages', {
    id: 'unread',
    meta: { label: 'desk.column.unread' },
    cell: ({ getValue }) => <UnreadCount count={getValue()} />,
  }),
]);
