import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { pageCount } from '@/lib/paging';
import type { VacancyListParams } from '../api/get-vacancies';
import { useVacancies } from '../api/get-vacancies';
import { VacancyCard } from './VacancyCard';
import { VacancyListSkeleton } from './VacancyListSkeleton';

interface VacancyResultsProps {
  params: VacancyListParams;
  hrefForPage: (page: number) => string;
  showCategory?: boolean;
  /** A preview (the home page): no count and no pages. */
  compact?: boolean;
}

/** One page of open vacancies with its loading, error and empty states. */
export function VacancyResults({
  params,
  hrefForPage,
  showCategory = false,
  compact = false,
}: VacancyResultsProps) {
  const intl = useIntl();
  const { data, error, isPending, isPlaceholderData, refetch } = useVacancies(params);
  if (isPending) return <VacancyListSkeleton />;
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (data.data.length === 0) {
    return (
      <EmptyState title={intl.formatMessage({ id: 'vacancy.empty.title' })}>
        <FormattedMessage id="vacancy.empty.text" />
      </EmptyState>
    );
  }
  return (
    <div aria-busy={isPlaceholderData}>
      {compact ? null : (
        <p className="text-body-secondary small" role="status">
          <FormattedMessage id="vacancy.count" values={{ count: data.total }} />
        </p>
      )}
      <Row xs={1} md={2} xl={3} className="g-3">
        {data.data.map((vacancy) => (
          <Col key={vacancy.id}>
            <VacancyCard vacancy={vacancy} showCategory={showCategory} />
          </Col>
        ))}
      </Row>
      {compact ? null : (
        <Pager page={data.page} totalPages={pageCount(data)} hrefFor={hrefForPage} />
      )}
    </div>
  );
}
