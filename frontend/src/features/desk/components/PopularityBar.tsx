import { useIntl } from 'react-intl';
import { popularityVariant } from './popularity';

/** A vacancy's popularity (0–100) as a bar coloured by the thresholds, with the number beside it. */
export function PopularityBar({ popularity }: { popularity: number }) {
  const intl = useIntl();
  return (
    <div className="d-flex align-items-center gap-2">
      <div
        className="progress flex-grow-1 popularity-bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'vacancies.popularity' }, { value: popularity })}
        aria-valuenow={popularity}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`progress-bar bg-${popularityVariant(popularity)}`}
          style={{ width: `${popularity}%` }}
        />
      </div>
      <span className="small text-body-secondary" aria-hidden="true">
        {popularity}
      </span>
    </div>
  );
}
