import { FormattedMessage } from 'react-intl';
import { LABEL_VARIANT, type MailLabel } from '../api/types';
import { labelTitle } from './mail-text';

/** A message's labels in the template's colours; readable on light and dark backgrounds. */
export function LabelBadges({ labels }: { labels: readonly MailLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {labels.map((label) => {
        const variant = LABEL_VARIANT[label];
        return (
          <span
            key={label}
            className={`badge rounded-pill border bg-${variant}-subtle text-${variant}-emphasis border-${variant}-subtle`}
          >
            <FormattedMessage id={labelTitle[label]} />
          </span>
        );
      })}
    </span>
  );
}
