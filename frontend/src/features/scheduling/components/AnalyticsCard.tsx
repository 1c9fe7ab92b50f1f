import { FormattedMessage, FormattedNumber } from 'react-intl';
import { QueryCard } from '@/components/ui/QueryCard';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useSchedulingAnalytics } from '../api/admin';
import type { SchedulingAnalytics } from '../api/types';

/** The period the card looks back over. */
export const ANALYTICS_DAYS = 90;

const FIGURES: readonly (readonly [keyof SchedulingAnalytics, MessageId])[] = [
  ['requests', 'scheduling.analytics.requests'],
  ['booked', 'scheduling.analytics.booked'],
  ['medianHoursToBook', 'scheduling.analytics.medianHours'],
  ['reschedules', 'scheduling.analytics.reschedules'],
  ['noShows', 'scheduling.analytics.noShows'],
  ['cancelled', 'scheduling.analytics.cancelled'],
];

function Figures({ analytics }: { analytics: SchedulingAnalytics }) {
  return (
    <dl className="row row-cols-2 row-cols-md-3 g-3 mb-0">
      {FIGURES.map(([key, label]) => {
        const value = analytics[key];
        return (
          <div key={key} className="col">
            <dt className="small text-body-secondary fw-normal">
              <FormattedMessage id={label} />
            </dt>
            <dd className="h4 mb-0">
              {value === null || value === undefined ? (
                <FormattedMessage id="scheduling.analytics.none" />
              ) : (
                <FormattedNumber value={value} maximumFractionDigits={1} />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** How self-scheduling went in the last 90 days: requests, bookings, time to book, changes. */
export function AnalyticsCard() {
  const query = useSchedulingAnalytics(ANALYTICS_DAYS);
  return (
    <QueryCard
      id="scheduling-analytics-title"
      title={<FormattedMessage id="scheduling.analytics.title" />}
      intro={<FormattedMessage id="scheduling.analytics.intro" values={{ days: ANALYTICS_DAYS }} />}
      query={query}
    >
      {(analytics) => <Figures analytics={analytics} />}
    </QueryCard>
  );
}
