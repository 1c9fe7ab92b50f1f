import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { ApplyForm } from './use-apply-form';

/** Back (after the first step), then Next, or Submit on the last step. */
export function StepButtons({ form }: { form: ApplyForm }) {
  const { step, setStep, submit } = form;
  return (
    <div className="d-flex justify-content-between gap-2 mt-3">
      {step > 0 ? (
        <Button variant="outline-secondary" onClick={() => setStep(step - 1)}>
          <FormattedMessage id="apply.back" />
        </Button>
      ) : (
        <span />
      )}
      {step < 3 ? (
        <Button type="submit">
          <FormattedMessage id="apply.next" />
        </Button>
      ) : (
        <Button onClick={form.send} disabled={submit.isPending}>
          <FormattedMessage id={submit.isPending ? 'auth.working' : 'apply.submit'} />
        </Button>
      )}
    </div>
  );
}
