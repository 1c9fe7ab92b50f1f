import { type ReactNode, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { ArrowLeft } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { Markdown } from '@/components/ui/Markdown';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { ApiError } from '@/lib/api/api-error';
import type { VacancyDetail } from '@/lib/api/types';
import { useBrandName } from '@/lib/tenant/use-brand-name';
import {
  categoryLabel,
  categoryPath,
  employmentTypeLabel,
  workplaceLabel,
} from '@/lib/vacancy-labels';
import { useVacancy } from '../api/get-vacancy';
import { AppliedNotice } from '../components/AppliedNotice';
import { jobPosting } from '../components/job-posting';
import { JobPostingJsonLd } from '../components/JobPostingJsonLd';
import { langIfOther } from '../components/lang-if-other';
import { NotTranslatedNote } from '../components/NotTranslatedNote';
import { SaveVacancyButton } from '../components/SaveVacancyButton';
import { useMyApplication } from '../components/use-my-application';
import { useSalaryText } from '../components/use-salary-text';
import { useViewer } from '../components/use-viewer';

function ApplyAction({ vacancy }: { vacancy: VacancyDetail }) {
  const { isVisitor, isApplicant } = useViewer();
  const { application, isPending } = useMyApplication(vacancy.id);
  // One person applies once: the applicant sees that application rather than Apply.
  if (application) return <AppliedNotice application={application} />;
  // A closed vacancy says so at the top of the page (ClosedBanner).
  if (!vacancy.isOpen) return null;
  if (isVisitor) {
    return (
      <Link to="/login" className="btn btn-primary w-100">
        <FormattedMessage id="vacancy.signInToApply" />
      </Link>
    );
  }
  if (!isApplicant || isPending) return null;
  return (
    <Link to={`/job-vacancy/${vacancy.id}/apply`} className="btn btn-primary w-100">
      <FormattedMessage id="vacancy.apply" />
    </Link>
  );
}

/** A closed vacancy says so first, with the way to the open ones of its category. */
function ClosedBanner({ vacancy }: { vacancy: VacancyDetail }) {
  // When the page opened: a closing date already behind it is when applications closed.
  const [openedAt] = useState(Date.now);
  const closedOn =
    vacancy.closesAt && new Date(vacancy.closesAt).getTime() <= openedAt ? vacancy.closesAt : null;
  return (
    <PlainAlert variant="secondary" className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <Badge bg="dark">
        <FormattedMessage id="vacancy.closed" />
      </Badge>
      <span className="flex-grow-1">
        {closedOn ? (
          <FormattedMessage
            id="vacancy.closedOn"
            values={{ date: <FormattedDate value={closedOn} dateStyle="medium" /> }}
          />
        ) : (
          <FormattedMessage id="vacancy.closedNotice" />
        )}
      </span>
      <Link to={categoryPath(vacancy.category)} className="alert-link">
        <FormattedMessage id="vacancy.seeOpen" />
      </Link>
    </PlainAlert>
  );
}

function Facts({ vacancy }: { vacancy: VacancyDetail }) {
  const intl = useIntl();
  const salary = useSalaryText(vacancy.salary);
  const rows: [string, ReactNode][] = [
    [
      intl.formatMessage({ id: 'vacancy.employmentType' }),
      intl.formatMessage({ id: employmentTypeLabel[vacancy.employmentType] }),
    ],
    [
      intl.formatMessage({ id: 'vacancy.workplace' }),
      intl.formatMessage({ id: workplaceLabel[vacancy.workplace] }),
    ],
  ];
  if (vacancy.location)
    rows.push([intl.formatMessage({ id: 'vacancy.location' }), vacancy.location]);
  if (vacancy.department)
    rows.push([intl.formatMessage({ id: 'vacancy.department' }), vacancy.department]);
  if (salary) rows.push([intl.formatMessage({ id: 'vacancy.salary' }), salary]);
  rows.push([intl.formatMessage({ id: 'vacancy.openings' }), intl.formatNumber(vacancy.openings)]);
  if (vacancy.publishedAt) {
    rows.push([
      intl.formatMessage({ id: 'vacancy.published' }),
      <FormattedDate key="p" value={vacancy.publishedAt} dateStyle="medium" />,
    ]);
  }
  if (vacancy.closesAt) {
    rows.push([
      intl.formatMessage({ id: 'vacancy.closingDate' }),
      <FormattedDate key="c" value={vacancy.closesAt} dateStyle="medium" />,
    ]);
  }
  return (
    <dl className="vacancy-facts mb-0">
      {rows.map(([term, value]) => (
        <div key={term} className="d-flex justify-content-between gap-3 py-2 border-bottom">
          <dt className="fw-normal text-body-secondary">{term}</dt>
          <dd className="mb-0 text-end fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DetailSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id="app.loading" />
      </span>
      <Placeholder as="div" animation="glow" aria-hidden="true">
        <Placeholder xs={6} size="lg" className="mb-3" />
        <Card>
          <Card.Body>
            <Placeholder xs={12} /> <Placeholder xs={10} /> <Placeholder xs={8} />
          </Card.Body>
        </Card>
      </Placeholder>
    </div>
  );
}

export function VacancyDetailRoute() {
  const intl = useIntl();
  const brand = useBrandName();
  const id = Number(useParams().id);
  const { data: vacancy, error, isPending, refetch } = useVacancy(id);

  if (!Number.isSafeInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404)) {
    return (
      <EmptyState heading="h1" title={intl.formatMessage({ id: 'vacancy.notFound.title' })}>
        <p>
          <FormattedMessage id="vacancy.notFound.text" />
        </p>
        <Link to="/job-vacancy">
          <FormattedMessage id="vacancy.backToList" />
        </Link>
      </EmptyState>
    );
  }
  if (error) return <QueryErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton />;
  // The texts' language, where it is not the page's (a screen reader then reads them in theirs).
  const textLang = langIfOther(vacancy.language, intl.locale);

  return (
    <article aria-labelledby="page-title">
      {/* Search engines list only vacancies that still take applications. */}
      {vacancy.isOpen ? (
        <JobPostingJsonLd data={jobPosting(vacancy, brand, window.location.href)} />
      ) : null}
      <Link
        to={categoryPath(vacancy.category)}
        className="d-inline-flex align-items-center gap-1 mb-2 small"
      >
        <ArrowLeft size={14} aria-hidden="true" className="flip-rtl" />
        <FormattedMessage id={categoryLabel[vacancy.category]} />
      </Link>
      <div className="d-flex align-items-start gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 flex-grow-1" lang={textLang}>
          {vacancy.title}
        </h1>
        <SaveVacancyButton vacancyId={vacancy.id} title={vacancy.title} />
      </div>
      <NotTranslatedNote language={vacancy.language} className="mt-n2 mb-3" />
      {!vacancy.isOpen ? <ClosedBanner vacancy={vacancy} /> : null}
      <Row className="g-3">
        <Col lg={8}>
          <TitledCard title={<FormattedMessage id="vacancy.description" />}>
            <div lang={textLang}>
              <Markdown source={vacancy.description} baseLevel={3} />
            </div>
            {vacancy.requirements ? (
              <>
                <h2 className="h5 mt-4">
                  <FormattedMessage id="vacancy.requirements" />
                </h2>
                <div lang={textLang}>
                  <Markdown source={vacancy.requirements} baseLevel={3} />
                </div>
              </>
            ) : null}
          </TitledCard>
        </Col>
        <Col lg={4}>
          <Card className="vacancy-sidebar">
            <Card.Body className="d-grid gap-3">
              <Facts vacancy={vacancy} />
              <ApplyAction vacancy={vacancy} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </article>
  );
}
