import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { FieldError } from '@/components/ui/FieldError';
import { FormField } from '@/components/ui/FormField';
import type { PublicQuestion } from '@/lib/api/types';
import type { AnswerValue } from '../api/apply';

interface QuestionFieldProps {
  question: PublicQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error: string | null;
}

/** One screening question, with the control its kind asks for. */
export function QuestionField({ question, value, onChange, error }: QuestionFieldProps) {
  const intl = useIntl();
  const id = `question-${question.id}`;
  const label = (
    <>
      {question.prompt}
      {question.required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
  const feedback = <FieldError id={`${id}-error`} error={error} />;

  if (question.kind === 'yes_no' || question.kind === 'choice') {
    const options: [string, AnswerValue][] =
      question.kind === 'yes_no'
        ? [
            [intl.formatMessage({ id: 'apply.yes' }), true],
            [intl.formatMessage({ id: 'apply.no' }), false],
          ]
        : question.options.map((option) => [option, option]);
    return (
      <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="form-label fs-6">{label}</legend>
        {options.map(([text, option]) => (
          <Form.Check
            key={text}
            type="radio"
            id={`${id}-${text}`}
            name={id}
            label={text}
            checked={value === option}
            required={question.required}
            isInvalid={Boolean(error)}
            onChange={() => onChange(option)}
          />
        ))}
        {feedback}
      </fieldset>
    );
  }
  return (
    <FormField id={id} label={question.prompt} required={question.required} error={error}>
      {(control) =>
        question.kind === 'number' ? (
          <Form.Control
            {...control}
            type="number"
            inputMode="decimal"
            value={typeof value === 'number' ? value : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
          />
        ) : (
          <Form.Control
            {...control}
            as="textarea"
            rows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : event.target.value)
            }
          />
        )
      }
    </FormField>
  );
}
