import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
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
              <TextField
                id={`${prefix}-prompt`}
                className=""
                label={intl.formatMessage({ id: 'recruiting.question.prompt' })}
                error={errorAt('prompt')}
                value={question.prompt}
                onChange={(prompt) => change({ prompt })}
              />
            </Col>
            <Col md={4}>
              <SelectField
                id={`${prefix}-kind`}
                className=""
                label={intl.formatMessage({ id: 'recruiting.question.kind' })}
                error={errorAt('kind')}
                value={question.kind}
                // A knockout answer belongs to one kind of question: a new kind starts without.
                onChange={(kind) => change({ kind: kind as QuestionKind, knockoutAnswer: null })}
                options={KINDS.map(([kind, label]) => ({
                  value: kind,
                  label: intl.formatMessage({ id: label }),
                }))}
              />
            </Col>
            {question.kind === 'choice' ? (
              <Col xs={12}>
                <TextField
                  id={`${prefix}-options`}
                  className=""
                  rows={3}
                  label={intl.formatMessage({ id: 'recruiting.question.options' })}
                  error={errorAt('options')}
                  value={question.options}
                  onChange={(options) => {
                    // A knockout option that is no longer offered is dropped with it.
                    const kept =
                      typeof question.knockoutAnswer === 'string' &&
                      optionLines(options).includes(question.knockoutAnswer);
                    change({ options, knockoutAnswer: kept ? question.knockoutAnswer : null });
                  }}
                />
              </Col>
            ) : null}
            {hasKnockout ? (
              <Col xs={12} md={8}>
                <SelectField
                  id={`${prefix}-knockout`}
                  className=""
                  label={intl.formatMessage({ id: 'recruiting.question.knockout' })}
                  error={errorAt('knockout')}
                  hint={intl.formatMessage({ id: 'recruiting.question.knockoutHint' })}
                  value={knockoutValue(question)}
                  onChange={(value) => {
                    let knockoutAnswer: KnockoutAnswer = value === '' ? null : value;
                    if (question.kind === 'yes_no' && value !== '')
                      knockoutAnswer = value === 'yes';
                    change({ knockoutAnswer });
                  }}
                  leading={
                    <option value="">
                      {intl.formatMessage({ id: 'recruiting.question.knockoutNone' })}
                    </option>
                  }
                  options={
                    question.kind === 'yes_no'
                      ? [
                          { value: 'yes', label: intl.formatMessage({ id: 'apply.yes' }) },
                          { value: 'no', label: intl.formatMessage({ id: 'apply.no' }) },
                        ]
                      : choices.map((choice) => ({ value: choice, label: choice }))
                  }
                />
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
