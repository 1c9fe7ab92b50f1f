import { useIntl } from 'react-intl';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';

export function JobVacancyRoute() {
  const intl = useIntl();
  return <PagePlaceholder title={intl.formatMessage({ id: 'page.jobVacancy' })} />;
}
