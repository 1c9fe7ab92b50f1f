import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Briefcase, Calendar, MapPin } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { VacancySummary } from '@/lib/api/types';
import { categoryLabel, employmentTypeLabel, workplaceLabel } from '@/lib/vacancy-labels';
import { langIfOther } from './lang-if-other';
import { NotTranslatedNote } from './NotTranslatedNote';
import { SaveVacancyButton } from './SaveVacancyButton';
import { useSalaryText } from './use-salary-text';

export function VacancyCard({
  vacancy,
  showCategory = false,
}: {
  vacancy: VacancySummary;
  showCategory?: boolean;
}) {
  const salary = useSalaryText(vacancy.salary);
  const { locale } = useIntl();
  return (
    <Card as="article" className="vacancy-card h-100">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex align-items-start gap-2">
          <h2 className="h5 mb-0 flex-grow-1" lang={langIfOther(vacancy.language, locale)}>
            <Link to={`/job-vacancy/${vacancy.id}`} className="stretched-link-title">
              {vacancy.title}
            </Link>
          </h2>
          <SaveVacancyButton vacancyId={vacancy.id} title={vacancy.title} />
        </div>
        {vacancy.department ? (
          <div className="text-body-secondary small">{vacancy.department}</div>
        ) : null}
        <NotTranslatedNote language={vacancy.language} className="mb-0" />
        <div className="d-flex flex-wrap gap-1">
          {showCategory ? (
            <Badge bg="primary">
              <FormattedMessage id={categoryLabel[vacancy.category]} />
            </Badge>
          ) : null}
          <Badge bg="secondary">
            <FormattedMessage id={employmentTypeLabel[vacancy.employmentType]} />
          </Badge>
          <Badge bg="info" className="text-dark">
            <FormattedMessage id={workplaceLabel[vacancy.workplace]} />
          </Badge>
        </div>
        <ul className="list-unstyled small text-body-secondary mb-0 mt-auto d-grid gap-1">
          {vacancy.location ? (
            <li>
              <MapPin size={14} aria-hidden="true" className="me-1" />
              {vacancy.location}
            </li>
          ) : null}
          {salary ? (
            <li>
              <Briefcase size={14} aria-hidden="true" className="me-1" />
              {salary}
            </li>
          ) : null}
          {vacancy.closesAt ? (
            <li>
              <Calendar size={14} aria-hidden="true" className="me-1" />
              <FormattedMessage
                id="vacancy.closes"
                values={{ date: <FormattedDate value={vacancy.closesAt} dateStyle="medium" /> }}
              />
            </li>
          ) : null}
        </ul>
      </Card.Body>
    </Card>
  );
}
