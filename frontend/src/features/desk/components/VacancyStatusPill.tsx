import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import type { VacancyStatus } from '@/lib/api/types';
import { vacancyStatusLabel } from '@/lib/vacancy-labels';

const statusVariant: Record<VacancyStatus, string> = {
  draft: 'secondary',
  published: 'success',
  closed: 'warning',
  archived: 'dark',
};

/** A vacancy's status; the colour only repeats what the word says. */
export function VacancyStatusPill({ status }: { status: VacancyStatus }) {
  return (
    <Badge bg={statusVariant[status]} text={status === 'closed' ? 'dark' : undefined}>
      <FormattedMessage id={vacancyStatusLabel[status]} />
    </Badge>
  );
}
