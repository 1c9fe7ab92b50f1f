import { FormattedMessage, useIntl } from 'react-intl';
import { useResponseFigure } from '../api/get-response-figure';

/**
 * "94 % of applicants heard back within 14 days": the tenant's measured response figure, in
 * small print under a vacancy list, when the tenant shows it (and enough applied to measure it).
 */
export function ResponseFigure() {
  const intl = useIntl();
  const { data } = useResponseFigure();
  if (!data?.shown || data.percent == null) return null;
  return (
    <p className="small text-body-secondary mb-3">
      <FormattedMessage
        id="vacancy.responseFigure"
        values={{
          percent: intl.formatNumber(data.percent / 100, { style: 'percent' }),
          within: data.withinDays,
          period: data.periodDays,
        }}
      />
    </p>
  );
}
