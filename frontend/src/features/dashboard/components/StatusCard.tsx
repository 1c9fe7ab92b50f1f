import ProgressBar from 'react-bootstrap/ProgressBar';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { statusLabel, statusVariant } from '@/components/ui/status-labels';
import { TitledCard } from '@/components/ui/TitledCard';
import type { Dashboard } from '../api/get-dashboard';

/** Every application by its status today, whatever the range (the bars only echo the numbers). */
export function StatusCard({ byStatus }: { byStatus: Dashboard['applicationsByStatus'] }) {
  const total = byStatus.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <TitledCard title={<FormattedMessage id="dashboard.byStatus" />} className="h-100">
      <p className="small text-body-secondary">
        <FormattedMessage id="analytics.byStatusNote" />
      </p>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {byStatus.map((entry) => (
          <li key={entry.status}>
            <div className="d-flex justify-content-between small">
              <span>
                <FormattedMessage id={statusLabel[entry.status]} />
              </span>
              <span>
                <FormattedNumber value={entry.count} />
              </span>
            </div>
            <ProgressBar
              now={total ? (entry.count / total) * 100 : 0}
              variant={statusVariant[entry.status]}
              aria-hidden="true"
              style={{ height: '0.5rem' }}
            />
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
