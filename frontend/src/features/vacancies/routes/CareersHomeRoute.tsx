import { type ReactNode, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { Search } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { CATEGORIES } from '@/lib/api/types';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import { categoryLabel, categoryPath } from '@/lib/vacancy-labels';
import { useCategoryCounts } from '../api/get-category-counts';
import { VacancyResults } from '../components/VacancyResults';

const LATEST_COUNT = 6;

function CategoryCounts() {
  const intl = useIntl();
  const { data, error, isPending, refetch } = useCategoryCounts();
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Row xs={1} sm={3} className="g-3 mb-4">
      {CATEGORIES.map((category) => {
        const open = data?.find((entry) => entry.category === category)?.open;
        return (
          <Col key={category}>
            <Card className="h-100 category-card">
              <Card.Body>
                <h3 className="h6 text-body-secondary mb-1">
                  <Link to={categoryPath(category)} className="stretched-link">
                    {intl.formatMessage({ id: categoryLabel[category] })}
                  </Link>
                </h3>
                {isPending || open === undefined ? (
                  <Placeholder as="p" animation="glow" className="mb-0" aria-hidden="true">
                    <Placeholder xs={6} />
                  </Placeholder>
                ) : (
                  <p className="h4 mb-0">
                    <FormattedMessage id="home.openPositions" values={{ count: open }} />
                  </p>
                )}
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

interface CareersHomeRouteProps {
  /**
   * Staff's own cards under the search (the scorecards they still have to write), which the app
   * passes in for staff only: visitors and applicants download none of it.
   */
  staffCards?: ReactNode;
}

/** The careers site's front page for visitors and applicants (and staff, who have no dashboard). */
export function CareersHomeRoute({ staffCards }: CareersHomeRouteProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrandName();
  const { data: tenant } = useCurrentTenant();
  const [q, setQ] = useState('');
  const title = tenant?.erecruitmenttitle || intl.formatMessage({ id: 'home.title' }, { brand });

  const onSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    const words = q.trim();
    void navigate(words ? `/job-vacancy?q=${encodeURIComponent(words)}` : '/job-vacancy');
  };

  return (
    <section aria-labelledby="page-title">
      <Card className="home-hero border-0 shadow-sm mb-4">
        <Card.Body className="p-4 p-md-5">
          <h1 id="page-title" className="h2 mb-2">
            {title}
          </h1>
          <p className="lead mb-4">
            <FormattedMessage id="home.tagline" values={{ brand }} />
          </p>
          <Form role="search" onSubmit={onSearch} className="home-search">
            <Form.Label htmlFor="home-q" className="visually-hidden">
              <FormattedMessage id="vacancy.search.keywords" />
            </Form.Label>
            <InputGroup>
              <Form.Control
                id="home-q"
                type="search"
                value={q}
                placeholder={intl.formatMessage({ id: 'vacancy.search.placeholder' })}
                onChange={(event) => setQ(event.target.value)}
              />
              <Button type="submit">
                <Search size={16} aria-hidden="true" className="me-1" />
                <FormattedMessage id="vacancy.search.submit" />
              </Button>
            </InputGroup>
          </Form>
        </Card.Body>
      </Card>
      {staffCards}
      <h2 className="h5 mb-3">
        <FormattedMessage id="home.categories" />
      </h2>
      <CategoryCounts />
      <div className="d-flex align-items-baseline justify-content-between mb-3">
        <h2 className="h5 mb-0">
          <FormattedMessage id="home.latest" />
        </h2>
        <Link to="/job-vacancy" className="small">
          <FormattedMessage id="home.allVacancies" />
        </Link>
      </div>
      <VacancyResults
        params={{ page: 1, perPage: LATEST_COUNT }}
        hrefForPage={() => '/job-vacancy'}
        showCategory
        compact
      />
    </section>
  );
}
