import { useIntl } from 'react-intl';
import { CATEGORIES, type Category } from '@/lib/api/types';
import { categoryLabel } from '@/lib/vacancy-labels';
import { type JobAlertsSlot, VacancyListPage } from '../components/VacancyListPage';

/**
 * All open vacancies, with a tab per category (`?category=` keeps the tab in the address). The
 * tabs are Bootstrap's nav markup without react-bootstrap's Nav (a careers page counts its bytes).
 */
export function JobVacancyRoute({ jobAlerts }: { jobAlerts?: JobAlertsSlot }) {
  const intl = useIntl();
  const tabs: (Category | undefined)[] = [undefined, ...CATEGORIES];
  return (
    <VacancyListPage
      title={intl.formatMessage({ id: 'page.jobVacancy' })}
      jobAlerts={jobAlerts}
      tabs={({ tab, update }) => (
        <ul className="nav nav-pills mb-3 flex-nowrap overflow-auto vacancy-tabs">
          {tabs.map((category) => (
            <li className="nav-item" key={category ?? 'all'}>
              <button
                type="button"
                className={`nav-link${tab === category ? ' active' : ''}`}
                aria-current={tab === category ? 'page' : undefined}
                onClick={() => update({ category })}
              >
                {intl.formatMessage({ id: category ? categoryLabel[category] : 'vacancy.tab.all' })}
              </button>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
