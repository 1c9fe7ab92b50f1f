import { useIntl } from 'react-intl';
import './imports.css';

export type WizardStep = 'kind' | 'upload' | 'preview' | 'done';

const LISTED_STEPS = [
  ['kind', 'imports.step.kind'],
  ['upload', 'imports.step.upload'],
  ['preview', 'imports.step.preview'],
] as const;

/** Where the wizard is: the step on screen is the current one, the ones before it are done. */
export function StepList({ current }: { current: WizardStep }) {
  const intl = useIntl();
  const index =
    current === 'done' ? LISTED_STEPS.length : LISTED_STEPS.findIndex(([s]) => s === current);
  return (
    <ol
      className="import-steps list-unstyled d-flex flex-wrap gap-3 mb-3"
      aria-label={intl.formatMessage({ id: 'imports.steps' })}
    >
      {LISTED_STEPS.map(([step, label], position) => (
        <li
          key={step}
          className={`d-flex align-items-center${position < index ? ' is-done' : ''}${position === index ? ' fw-semibold' : ' text-body-secondary'}`}
          aria-current={position === index ? 'step' : undefined}
        >
          {intl.formatMessage({ id: label })}
        </li>
      ))}
    </ol>
  );
}
