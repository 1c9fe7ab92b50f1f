import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
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
          onChange={(event) => form.setCoverLetter(event.target.value)}
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
  );
}
