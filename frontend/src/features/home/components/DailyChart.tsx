import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@/lib/api/types';

/**
 * Applications per day as plain SVG bars (no chart library: a few hundred bytes instead of
 * tens of kilobytes); the same numbers are in a table for screen readers and keyboard users.
 */
export function DailyChart({ days }: { days: Schemas['DayCount'][] }) {
  const intl = useIntl();
  const max = Math.max(1, ...days.map((day) => day.count));
  const width = 300;
  const height = 100;
  const barWidth = width / Math.max(1, days.length);
  return (
    <figure className="mb-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="daily-chart w-100"
        role="img"
        aria-label={intl.formatMessage({ id: 'dashboard.perDay' })}
        preserveAspectRatio="none"
      >
        {days.map((day, index) => {
          const barHeight = (day.count / max) * (height - 4);
          return (
            <rect
              key={day.date}
              x={index * barWidth + 1}
              y={height - barHeight}
              width={Math.max(1, barWidth - 2)}
              height={barHeight}
              fill="var(--bs-primary)"
            >
              <title>{`${day.date}: ${day.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="mt-2 small">
        <summary>
          <FormattedMessage id="dashboard.showTable" />
        </summary>
        <table className="table table-sm mt-2">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboard.day" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.applications" />
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>
                  <FormattedDate value={day.date} dateStyle="medium" timeZone="UTC" />
                </td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
