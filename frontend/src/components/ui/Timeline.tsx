import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '@/lib/api/types';
import { statusLabel } from './status-labels';

export interface TimelineStep {
  to: ApplicationStatus;
  at: string;
  note?: string | null;
  by?: string | null;
}

/** An application's history, oldest first. */
export function Timeline({ entries }: { entries: TimelineStep[] }) {
  return (
    <ol className="app-timeline list-unstyled mb-0">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="app-timeline-item">
          <div className="fw-semibold">
            <FormattedMessage id={statusLabel[entry.to]} />
          </div>
          <div className="small text-body-secondary">
            <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
            {entry.by ? <> · {entry.by}</> : null}
          </div>
          {entry.note ? <p className="small mb-0 text-pre-wrap">{entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
