import { type SyntheticEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasErrorCode } from '@/lib/api/api-error';
import type { PublicQuestion } from '@/lib/api/types';
import { type AnswerValue, useApply } from '../../api/apply';
import { forgetSource, sourceFor } from './application-source';

export const COVER_LETTER_MAX = 5000;

export type Answers = Record<number, AnswerValue>;

/** `answers` with the question's answer set, or dropped when `value` is undefined. */
function withAnswer(answers: Answers, questionId: number, value: AnswerValue | undefined) {
  const others = Object.entries(answers).filter(([key]) => Number(key) !== questionId);
  return Object.fromEntries(value === undefined ? others : [...others, [questionId, value]]);
}

/**
 * The application being filled in, step by step: 0 the profile (the app's check), 1 the
 * questions and cover letter, 2 the privacy notice's consent, 3 the review and sending. A step's
 * problems keep it from moving on; the server refusing the profile or CV leads back to step 0.
 */
export function useApplyForm(vacancyId: number, questions: readonly PublicQuestion[]) {
  const intl = useIntl();
  const submit = useApply(vacancyId);
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [coverLetter, setCoverLetter] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const checkQuestions = () => {
    const found: Record<string, string> = {};
    for (const question of questions) {
      if (question.required && answers[question.id] === undefined) {
        found[`q${question.id}`] = intl.formatMessage({ id: 'error.answer_required' });
      }
    }
    if (coverLetter.length > COVER_LETTER_MAX) {
      found.coverLetter = intl.formatMessage({ id: 'error.cover_letter_too_long' });
    }
    setProblems(found);
    return Object.keys(found).length === 0;
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
          .map((question) => ({ questionId: question.id, answer: answers[question.id] })),
        consent,
        // The job board whose link brought the visitor here, kept through sign-in (or the site's).
        source: sourceFor(vacancyId),
      },
      {
        onSuccess: () => forgetSource(vacancyId),
        onError: (error) => {
          if (hasErrorCode(error, 'profile_required', 'cv_required')) setStep(0);
        },
      },
    );
  };

  return {
    submit,
    step,
    setStep,
    next,
    send,
    problems,
    answers,
    answer: (questionId: number, value: AnswerValue | undefined) =>
      setAnswers((current) => withAnswer(current, questionId, value)),
    coverLetter,
    setCoverLetter,
    consent,
    setConsent,
  };
}

export type ApplyForm = ReturnType<typeof useApplyForm>;
