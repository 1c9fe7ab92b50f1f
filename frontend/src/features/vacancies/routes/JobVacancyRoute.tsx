import Nav from 'react-bootstrap/Nav';
import { useIntl } from 'react-intl';
import { CATEGORIES, type Category } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { VacancyListPage } from '../components/VacancyListPage';

/** All open vacancies, with a tab per category (`?category=` keeps the tab in the address). */
export function JobVacancyRoute() {
  const intl = useIntl();
  const tabs: (Category | undefined)[] = [undefined, ...CATEGORIES];
  return (
    <VacancyListPage
      title={intl.formatMessage({ id: 'page.jobVacancy' })}
      tabs={({ tab, update }) => (
        <Nav variant="pills" className="mb-3 flex-nowrap overflow-auto vacancy-tabs" as="ul">
          {tabs.map((category) => (
            <Nav.Item as="li" key={category ?? 'all'}>
              <Nav.Link
                as="button"
                type="button"
                active={tab === category}
                aria-current={tab === category ? 'page' : undefined}
                onClick={() => update({ category })}
              >
                {intl.formatMessage({ id: category ? categoryLabel[category] : 'vacancy.tab.all' })}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      )}
    />
  );
}
