import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
import type { QuestionKind } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';
import {
  EMPTY_QUESTION,
  type KnockoutAnswer,
  type QuestionDraft,
  type QuestionField,
  optionLines,
} from './question-draft';

const KINDS: [QuestionKind, MessageId][] = [
  ['text', 'recruiting.kind.text'],
  ['yes_no', 'recruiting.kind.yes_no'],
  ['choice', 'recruiting.kind.choice'],
  ['number', 'recruiting.kind.number'],
];

interface QuestionsEditorProps {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** The server's problem with question `index`, the field it concerns and its text. */
  problemOf: (index: number) => { field: QuestionField; text: string } | null;
}

/** A question's control with its label and, when the server objected to it, the message. */
function QuestionControl({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  children: (described: {
    isInvalid: boolean;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children({
        isInvalid: Boolean(error),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : hint ? (
        <Form.Text id={`${id}-hint`} muted>
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

/** The select's value for a knockout answer ("" = none). */
function knockoutValue(question: QuestionDraft): string {
  if (question.knockoutAnswer === null) return '';
  if (question.kind === 'yes_no') return question.knockoutAnswer === true ? 'yes' : 'no';
  return String(question.knockoutAnswer);
}

export function QuestionsEditor({ questions, onChange, problemOf }: QuestionsEditorProps) {
  const intl = useIntl();
  return (
    <EntryListEditor
      idPrefix="question"
      entries={questions}
      onChange={onChange}
      empty={EMPTY_QUESTION}
      legend={(number) => intl.formatMessage({ id: 'recruiting.question' }, { number })}
      removeLabel={(number) => intl.formatMessage({ id: 'recruiting.question.remove' }, { number })}
      addLabel={intl.formatMessage({ id: 'recruiting.question.add' })}
    >
      {(question, { index, prefix, change }) => {
        const problem = problemOf(index);
        const errorAt = (field: QuestionField) => (problem?.field === field ? problem.text : null);
        const choices = question.kind === 'choice' ? optionLines(question.options) : [];
        const hasKnockout = question.kind === 'yes_no' || question.kind === 'choice';
        return (
          <Row className="g-2">
            <Col md={8}>
              <QuestionControl
                id={`${prefix}-prompt`}
                label={intl.formatMessage({ id: 'recruiting.question.prompt' })}
                error={errorAt('prompt')}
              >
                {(described) => (
                  <Form.Control
                    {...described}
                    value={question.prompt}
                    onChange={(event) => change({ prompt: event.target.value })}
                  />
                )}
              </QuestionControl>
            </Col>
            <Col md={4}>
              <QuestionControl
                id={`${prefix}-kind`}
                label={intl.formatMessage({ id: 'recruiting.question.kind' })}
                error={errorAt('kind')}
              >
                {(described) => (
                  <Form.Select
                    {...described}
                    value={question.kind}
                    // A knockout answer belongs to one kind of question: a new kind starts without.
                    onChange={(event) =>
                      change({
                        kind: event.target.value as QuestionKind,
                        knockoutAnswer: null,
                      })
                    }
                  >
                    {KINDS.map(([kind, label]) => (
                      <option key={kind} value={kind}>
                        {intl.formatMessage({ id: label })}
                      </option>
                    ))}
                  </Form.Select>
                )}
              </QuestionControl>
            </Col>
            {question.kind === 'choice' ? (
              <Col xs={12}>
                <QuestionControl
                  id={`${prefix}-options`}
                  label={intl.formatMessage({ id: 'recruiting.question.options' })}
                  error={errorAt('options')}
                >
                  {(described) => (
                    <Form.Control
                      {...described}
                      as="textarea"
                      rows={3}
                      value={question.options}
                      onChange={(event) => {
                        const options = event.target.value;
                        // A knockout option that is no longer offered is dropped with it.
                        const kept =
                          typeof question.knockoutAnswer === 'string' &&
                          optionLines(options).includes(question.knockoutAnswer);
                        change({
                          options,
                          knockoutAnswer: kept ? question.knockoutAnswer : null,
                        });
                      }}
                    />
                  )}
                </QuestionControl>
              </Col>
            ) : null}
            {hasKnockout ? (
              <Col xs={12} md={8}>
                <QuestionControl
                  id={`${prefix}-knockout`}
                  label={intl.formatMessage({ id: 'recruiting.question.knockout' })}
                  error={errorAt('knockout')}
                  hint={intl.formatMessage({ id: 'recruiting.question.knockoutHint' })}
                >
                  {(described) => (
                    <Form.Select
                      {...described}
                      value={knockoutValue(question)}
                      onChange={(event) => {
                        const value = event.target.value;
                        let knockoutAnswer: KnockoutAnswer = value === '' ? null : value;
                        if (question.kind === 'yes_no' && value !== '') {
                          knockoutAnswer = value === 'yes';
                        }
                        change({ knockoutAnswer });
                      }}
                    >
                      <option value="">
                        {intl.formatMessage({ id: 'recruiting.question.knockoutNone' })}
                      </option>
                      {question.kind === 'yes_no' ? (
                        <>
                          <option value="yes">{intl.formatMessage({ id: 'apply.yes' })}</option>
                          <option value="no">{intl.formatMessage({ id: 'apply.no' })}</option>
                        </>
                      ) : (
                        choices.map((choice) => (
                          <option key={choice} value={choice}>
                            {choice}
                          </option>
                        ))
                      )}
                    </Form.Select>
                  )}
                </QuestionControl>
              </Col>
            ) : null}
            <Col xs={12}>
              <Form.Check
                id={`${prefix}-required`}
                label={intl.formatMessage({ id: 'recruiting.question.required' })}
                checked={question.required}
                onChange={(event) => change({ required: event.target.checked })}
              />
            </Col>
          </Row>
        );
      }}
    </EntryListEditor>
  );
}
