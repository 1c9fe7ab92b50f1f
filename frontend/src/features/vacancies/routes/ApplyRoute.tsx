import { type ComponentType, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { Markdown } from '@/components/ui/Markdown';
import { PagePlaceholder } from '@/components/ui/PagePlaceholder';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { hasErrorCode } from '@/lib/api/api-error';
import type { PublicQuestion } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { type AnswerValue, useApply } from '../api/apply';
import { useVacancy } from '../api/get-vacancy';
import { AppliedNotice } from '../components/AppliedNotice';
import { APPLY_STEPS } from '../components/apply-steps';
import { ApplySteps } from '../components/ApplySteps';
import { QuestionField } from '../components/QuestionField';
import { useMyApplication } from '../components/use-my-application';

/** The profile check, given by the app: it calls `onContinue` once the profile has a CV. */
export type ProfileStep = ComponentType<{ onContinue: () => void }>;

const COVER_LETTER_MAX = 5000;

function answerText(
  question: PublicQuestion,
  value: AnswerValue | undefined,
  yes: string,
  no: string,
) {
  if (value === undefined) return '—';
  if (question.kind === 'yes_no') return value ? yes : no;
  return String(value);
}

export function ApplyRoute({ ProfileStep }: { ProfileStep: ProfileStep }) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const id = Number(useParams().id);
  const vacancy = useVacancy(id);
  const mine = useMyApplication(id);
  const { data: tenant } = useCurrentTenant();
  const submit = useApply(id);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [coverLetter, setCoverLetter] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step > 0) heading.current?.focus();
  }, [step]);

  const title = intl.formatMessage({ id: 'apply.title' });
  if (vacancy.isPending || mine.isPending) return <PagePlaceholder title={title} loading />;
  if (vacancy.error) {
    return <QueryErrorState error={vacancy.error} onRetry={() => void vacancy.refetch()} />;
  }
  const { questions } = vacancy.data;
  const backToVacancy = (
    <Link to={`/job-vacancy/${id}`}>
      <FormattedMessage id="apply.backToVacancy" />
    </Link>
  );

  if (submit.isSuccess) {
    return (
      <Card>
        <Card.Body className="text-center py-5">
          <h1 className="h3" role="status">
            <FormattedMessage id="apply.done.title" />
          </h1>
          <p>
            <FormattedMessage id="apply.done.text" values={{ title: vacancy.data.title }} />
          </p>
          <Link to="/my-application" className="btn btn-primary">
            <FormattedMessage id="user.myApplication" />
          </Link>
        </Card.Body>
      </Card>
    );
  }
  // Someone who already applied is told so before filling anything in.
  if (mine.application) return <AppliedNotice application={mine.application} heading="h1" />;
  if (!vacancy.data.isOpen || hasErrorCode(submit.error, 'vacancy_closed', 'already_applied')) {
    const applied = hasErrorCode(submit.error, 'already_applied');
    return (
      <Alert variant={applied ? 'info' : 'secondary'}>
        <h1 className="h4">
          <FormattedMessage id={applied ? 'apply.alreadyApplied' : 'vacancy.closedNotice'} />
        </h1>
        {applied ? (
          <Link to="/my-application">
            <FormattedMessage id="apply.seeApplications" />
          </Link>
        ) : (
          backToVacancy
        )}
      </Alert>
    );
  }

  const checkQuestions = () => {
    const next: Record<string, string> = {};
    for (const question of questions) {
      if (question.required && answers[question.id] === undefined) {
        next[`q${question.id}`] = intl.formatMessage({ id: 'error.answer_required' });
      }
    }
    if (coverLetter.length > COVER_LETTER_MAX) {
      next.coverLetter = intl.formatMessage({ id: 'error.cover_letter_too_long' });
    }
    setProblems(next);
    return Object.keys(next).length === 0;
  };

  const next = (event: SyntheticEvent) => {
    event.preventDefault();
    if (step === 1 && !checkQuestions()) return;
    if (step === 2 && !consent) {
      setProblems({ consent: intl.formatMessage({ id: 'error.consent_required' }) });
      return;
    }
    setProblems({});
    setStep(step + 1);
  };

  const send = () => {
    submit.mutate(
      {
        coverLetter: coverLetter.trim() || null,
        answers: questions
          .filter((question) => answers[question.id] !== undefined)
          .map((question) => ({
            questionId: question.id,
            answer: answers[question.id],
          })),
        consent,
        source: 'careers-site',
      },
      {
        onError: (error) => {
          if (hasErrorCode(error, 'profile_required', 'cv_required')) setStep(0);
        },
      },
    );
  };

  const yes = intl.formatMessage({ id: 'apply.yes' });
  const no = intl.formatMessage({ id: 'apply.no' });
  const navigation = (
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
        <Button onClick={send} disabled={submit.isPending}>
          <FormattedMessage id={submit.isPending ? 'auth.working' : 'apply.submit'} />
        </Button>
      )}
    </div>
  );

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
              <ProfileStep onContinue={() => setStep(1)} />
            </>
          ) : (
            <Form noValidate onSubmit={next}>
              {step === 1 ? (
                <>
                  {questions.length === 0 ? (
                    <p className="text-body-secondary">
                      <FormattedMessage id="apply.noQuestions" />
                    </p>
                  ) : null}
                  {questions.map((question) => (
                    <QuestionField
                      key={question.id}
                      question={question}
                      value={answers[question.id]}
                      error={problems[`q${question.id}`] ?? null}
                      onChange={(value) =>
                        setAnswers((current) => {
                          const others = Object.entries(current).filter(
                            ([key]) => Number(key) !== question.id,
                          );
                          return Object.fromEntries(
                            value === undefined ? others : [...others, [question.id, value]],
                          );
                        })
                      }
                    />
                  ))}
                  <Form.Group controlId="apply-cover-letter">
                    <Form.Label>
                      <FormattedMessage id="apply.coverLetter" />
                    </Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={5}
                      value={coverLetter}
                      isInvalid={Boolean(problems.coverLetter)}
                      aria-describedby="apply-cover-letter-hint"
                      onChange={(event) => setCoverLetter(event.target.value)}
                    />
                    <Form.Text id="apply-cover-letter-hint" muted>
                      {problems.coverLetter ??
                        intl.formatMessage(
                          { id: 'apply.coverLetterHint' },
                          { count: COVER_LETTER_MAX - coverLetter.length },
                        )}
                    </Form.Text>
                  </Form.Group>
                </>
              ) : null}
              {step === 2 ? (
                <>
                  <div className="privacy-notice border rounded p-3 mb-3">
                    {tenant?.privacyNotice ? (
                      <Markdown source={tenant.privacyNotice} baseLevel={3} />
                    ) : (
                      <p className="mb-0">
                        <FormattedMessage
                          id="apply.defaultPrivacy"
                          values={{ brand: tenant?.name ?? '' }}
                        />
                      </p>
                    )}
                  </div>
                  <Form.Check
                    id="apply-consent"
                    checked={consent}
                    isInvalid={Boolean(problems.consent)}
                    feedback={problems.consent}
                    feedbackType="invalid"
                    label={intl.formatMessage({ id: 'apply.consent' })}
                    onChange={(event) => setConsent(event.target.checked)}
                  />
                </>
              ) : null}
              {step === 3 ? (
                <>
                  <dl>
                    {questions.map((question) => (
                      <div key={question.id} className="mb-2">
                        <dt>{question.prompt}</dt>
                        <dd className="mb-0">
                          {answerText(question, answers[question.id], yes, no)}
                        </dd>
                      </div>
                    ))}
                    <div className="mb-2">
                      <dt>
                        <FormattedMessage id="apply.coverLetter" />
                      </dt>
                      <dd className="mb-0 text-pre-wrap">{coverLetter.trim() || '—'}</dd>
                    </div>
                    <div>
                      <dt>
                        <FormattedMessage id="apply.step.consent" />
                      </dt>
                      <dd className="mb-0">
                        <FormattedMessage id="apply.consentGiven" />
                      </dd>
                    </div>
                  </dl>
                  <FormAlert message={submit.error ? errorTextWithFields(submit.error) : null} />
                </>
              ) : null}
              {navigation}
            </Form>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}
