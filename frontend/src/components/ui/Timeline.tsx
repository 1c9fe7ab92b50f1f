import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ApplicationStatus } from '@/lib/api/types';
import { statusLabel } from './status-labels';

interface StageRef {
  id: number;
}

export interface TimelineStep {
  from?: ApplicationStatus | null;
  to: ApplicationStatus;
  at: string;
  note?: string | null;
  by?: string | null;
  fromStage?: StageRef | null;
  toStage?: StageRef | null;
}

/**
 * A step that changed nothing (the same status, the same stage) is a note: what an automation
 * did to the application (`by` a rule), say.
 */
function isNote(entry: TimelineStep): boolean {
  return (
    entry.from != null &&
    entry.from === entry.to &&
    (entry.fromStage?.id ?? null) === (entry.toStage?.id ?? null) &&
    Boolean(entry.note)
  );
}

/** An application's history, oldest first. */
export function Timeline({ entries }: { entries: TimelineStep[] }) {
  return (
    <ol className="app-timeline list-unstyled mb-0">
      {entries.map((entry, index) =>
        isNote(entry) ? (
          <li key={`${entry.at}-${index}`} className="app-timeline-item">
            <p className="small mb-0 text-pre-wrap">
              {entry.by ? <span className="fw-semibold">{entry.by}: </span> : null}
              {entry.note}
            </p>
            <div className="small text-body-secondary">
              <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
            </div>
          </li>
        ) : (
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
        ),
      )}
    </ol>
  );
}
