import Badge from 'react-bootstrap/Badge';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { SaveVacancyButton } from './SaveVacancyButton';

/** The applicant's wishlist, most recently saved first. */
export function SavedVacanciesCard() {
  const { data, error, isPending, refetch } = useSavedVacancies(true);
  if (isPending) return <LoadingCard />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <TitledCard id="saved-vacancies-title" title={<FormattedMessage id="saved.title" />}>
      {data.length === 0 ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="saved.empty" />
        </p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {data.map(({ vacancy }) => (
            <li key={vacancy.id} className="d-flex align-items-center gap-2">
              <div className="flex-grow-1 min-w-0">
                <Link to={`/job-vacancy/${vacancy.id}`} className="text-truncate d-block">
                  {vacancy.title}
                </Link>
                {vacancy.isOpen ? null : (
                  <Badge bg="secondary">
                    <FormattedMessage id="vacancy.closed" />
                  </Badge>
                )}
              </div>
              <SaveVacancyButton vacancyId={vacancy.id} title={vacancy.title} />
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
