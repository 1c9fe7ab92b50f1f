import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import type { PublicQuestion } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { AnswerValue } from '../../api/apply';
import type { ApplyForm } from './use-apply-form';

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

/** Step 3: what will be sent, and what the server said when sending failed. */
export function ReviewStep({
  questions,
  form,
}: {
  questions: readonly PublicQuestion[];
  form: ApplyForm;
}) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const yes = intl.formatMessage({ id: 'apply.yes' });
  const no = intl.formatMessage({ id: 'apply.no' });
  return (
    <>
      <dl>
        {questions.map((question) => (
          <div key={question.id} className="mb-2">
            <dt>{question.prompt}</dt>
            <dd className="mb-0">{answerText(question, form.answers[question.id], yes, no)}</dd>
          </div>
        ))}
        <div className="mb-2">
          <dt>
            <FormattedMessage id="apply.coverLetter" />
          </dt>
          <dd className="mb-0 text-pre-wrap">{form.coverLetter.trim() || '—'}</dd>
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
      <FormAlert message={form.submit.error ? errorTextWithFields(form.submit.error) : null} />
    </>
  );
}
