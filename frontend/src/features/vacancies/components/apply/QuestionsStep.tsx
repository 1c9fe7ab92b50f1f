import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@/components/ui/TextField';
import type { PublicQuestion } from '@/lib/api/types';
import { QuestionField } from '../QuestionField';
import { type ApplyForm, COVER_LETTER_MAX } from './use-apply-form';

/** Step 1: the vacancy's screening questions, then the cover letter. */
export function QuestionsStep({
  questions,
  form,
}: {
  questions: readonly PublicQuestion[];
  form: ApplyForm;
}) {
  const intl = useIntl();
  const { answers, problems, coverLetter } = form;
  return (
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
          onChange={(value) => form.answer(question.id, value)}
        />
      ))}
      <TextField
        id="apply-cover-letter"
        className=""
        rows={5}
        label={<FormattedMessage id="apply.coverLetter" />}
        value={coverLetter}
        error={problems.coverLetter}
        hint={intl.formatMessage(
          { id: 'apply.coverLetterHint' },
          { count: COVER_LETTER_MAX - coverLetter.length },
        )}
        onChange={form.setCoverLetter}
      />
    </>
  );
}
