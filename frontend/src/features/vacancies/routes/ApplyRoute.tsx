import { type ComponentType, useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useVacancy } from '../api/get-vacancy';
import { AppliedNotice } from '../components/AppliedNotice';
import { ApplyDone, ApplyRefused } from '../components/apply/ApplyOutcome';
import { ConsentStep } from '../components/apply/ConsentStep';
import { QuestionsStep } from '../components/apply/QuestionsStep';
import { ReviewStep } from '../components/apply/ReviewStep';
import { StepButtons } from '../components/apply/StepButtons';
import { useApplyForm } from '../components/apply/use-apply-form';
import { APPLY_STEPS } from '../components/apply-steps';
import { ApplySteps } from '../components/ApplySteps';
import { useMyApplication } from '../components/use-my-application';

/** The profile check, given by the app: it calls `onContinue` once the profile has a CV. */
export type ProfileStep = ComponentType<{ onContinue: () => void }>;

export function ApplyRoute({ ProfileStep }: { ProfileStep: ProfileStep }) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const id = Number(useParams().id);
  const vacancy = useVacancy(id);
  const mine = useMyApplication(id);
  const questions = vacancy.data?.questions ?? [];
  const form = useApplyForm(id, questions);
  const { step, submit } = form;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step > 0) heading.current?.focus();
  }, [step]);

  const title = intl.formatMessage({ id: 'apply.title' });
  if (vacancy.isPending || mine.isPending) return <PagePlaceholder title={title} loading />;
  if (vacancy.error) {
    return <QueryErrorState error={vacancy.error} onRetry={() => void vacancy.refetch()} />;
  }
  const backToVacancy = (
    <Link to={`/job-vacancy/${id}`}>
      <FormattedMessage id="apply.backToVacancy" />
    </Link>
  );

  if (submit.isSuccess) return <ApplyDone title={vacancy.data.title} />;
  // Someone who already applied is told so before filling anything in.
  if (mine.application) return <AppliedNotice application={mine.application} heading="h1" />;
  if (!vacancy.data.isOpen || hasErrorCode(submit.error, 'vacancy_closed', 'already_applied')) {
    return (
      <ApplyRefused
        applied={hasErrorCode(submit.error, 'already_applied')}
        backToVacancy={backToVacancy}
      />
    );
  }

  return (
    <section aria-labelledby="page-title">
      <p className="mb-1 small">{backToVacancy}</p>
      <h1 id="page-title" className="h3 mb-3">
        <FormattedMessage id="apply.titleFor" values={{ title: vacancy.data.title }} />
      </h1>
      <ApplySteps current={step} />
      <Card>
        <Card.Body>
          <h2 className="h5 mb-3" tabIndex={-1} ref={heading}>
            <FormattedMessage id={APPLY_STEPS[step] ?? 'apply.step.profile'} />
          </h2>
          {step === 0 ? (
            <>
              <FormAlert message={submit.error ? errorTextWithFields(submit.error) : null} />
              <ProfileStep onContinue={() => form.setStep(1)} />
            </>
          ) : (
            <Form noValidate onSubmit={form.next}>
              {step === 1 ? <QuestionsStep questions={questions} form={form} /> : null}
              {step === 2 ? <ConsentStep form={form} /> : null}
              {step === 3 ? <ReviewStep questions={questions} form={form} /> : null}
              <StepButtons form={form} />
            </Form>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
