import { FormattedMessage } from 'react-intl';
import { APPLY_STEPS } from './apply-steps';

/** Where the applicant is in the flow; the current step is announced as such. */
export function ApplySteps({ current }: { current: number }) {
  return (
    <ol className="apply-steps list-unstyled d-flex flex-wrap gap-2 mb-3">
      {APPLY_STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={index === current ? 'step' : undefined}
          className={`apply-step badge rounded-pill ${
            index === current
              ? 'text-bg-primary'
              : index < current
                ? 'text-bg-success'
                : 'text-bg-light border'
          }`}
        >
          {index + 1}. <FormattedMessage id={step} />
        </li>
      ))}
    </ol>
  );
}
