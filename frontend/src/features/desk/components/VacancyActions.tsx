import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { AdminVacancy } from '../api/get-admin-vacancy';
import { type VacancyTransition, useTransitionVacancy } from '../api/transition-vacancy';

const transitions: Record<AdminVacancy['status'], VacancyTransition[]> = {
  draft: ['publish'],
  published: ['close'],
  closed: ['publish', 'archive'],
  archived: [],
};

const transitionLabel = {
  publish: 'recruiting.publish',
  close: 'recruiting.close',
  archive: 'recruiting.archive',
} as const;

/**
 * The way to the applicants and, for those who manage vacancies (admins), Edit and the status
 * changes the vacancy's state allows.
 */
export function VacancyActions({
  vacancy,
  canManage,
}: {
  vacancy: AdminVacancy;
  canManage: boolean;
}) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const transition = useTransitionVacancy();
  return (
    <div className="d-flex flex-wrap gap-1 align-items-center">
      <Link
        to={`/job-vacancy-setting/${vacancy.id}/applications`}
        className="btn btn-sm btn-outline-secondary"
        aria-label={intl.formatMessage({ id: 'pipeline.openNamed' }, { title: vacancy.title })}
      >
        <FormattedMessage id="pipeline.open" />
      </Link>
      {canManage && vacancy.status !== 'archived' ? (
        <Link
          to={`/job-vacancy-setting/${vacancy.id}/edit`}
          className="btn btn-sm btn-outline-primary"
          aria-label={intl.formatMessage({ id: 'recruiting.editNamed' }, { title: vacancy.title })}
        >
          <FormattedMessage id="recruiting.edit" />
        </Link>
      ) : null}
      {(canManage ? transitions[vacancy.status] : []).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'publish' ? 'success' : 'outline-secondary'}
          disabled={transition.isPending}
          aria-label={intl.formatMessage(
            { id: `${transitionLabel[action]}Named` as 'recruiting.publishNamed' },
            { title: vacancy.title },
          )}
          onClick={() => transition.mutate({ id: vacancy.id, action })}
        >
          <FormattedMessage id={transitionLabel[action]} />
        </Button>
      ))}
      {transition.error ? (
        <span role="alert" className="text-danger small">
          {errorTextWithFields(transition.error)}
        </span>
      ) : null}
    </div>
  );
}
