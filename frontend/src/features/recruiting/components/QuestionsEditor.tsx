import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionKind } from '@/lib/api/types';
import type { MessageId } from '@/lib/i18n/catalogs';

export interface QuestionDraft {
  prompt: string;
  kind: QuestionKind;
  /** One option a line, for choice questions. */
  options: string;
  required: boolean;
  /** Kept as the recruiter set it before (this editor does not change it). */
  knockoutAnswer?: unknown;
}

const KINDS: [QuestionKind, MessageId][] = [
  ['text', 'recruiting.kind.text'],
  ['yes_no', 'recruiting.kind.yes_no'],
  ['choice', 'recruiting.kind.choice'],
  ['number', 'recruiting.kind.number'],
];

interface QuestionsEditorProps {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errorFor: (index: number) => string | null;
}

export function QuestionsEditor({ questions, onChange, errorFor }: QuestionsEditorProps) {
  const intl = useIntl();
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((question, i) => (i === index ? { ...question, ...patch } : question)));
  return (
    <div className="d-grid gap-3">
      {questions.map((question, index) => {
        const prefix = `question-${index}`;
        const error = errorFor(index);
        return (
          <fieldset key={index} className="border rounded p-3">
            <legend className="h6 float-none w-auto px-1 mb-0">
              <FormattedMessage id="recruiting.question" values={{ number: index + 1 }} />
            </legend>
            {error ? (
              <div className="text-danger small mb-2" role="alert">
                {error}
              </div>
            ) : null}
            <Row className="g-2">
              <Col md={8}>
                <Form.Group controlId={`${prefix}-prompt`}>
                  <Form.Label>
                    <FormattedMessage id="recruiting.question.prompt" />
                  </Form.Label>
                  <Form.Control
                    value={question.prompt}
                    onChange={(event) => change(index, { prompt: event.target.value })}
                  />
                </Form.Group>
              </Col>
              <Col md={4}>
                <Form.Group controlId={`${prefix}-kind`}>
                  <Form.Label>
                    <FormattedMessage id="recruiting.question.kind" />
                  </Form.Label>
                  <Form.Select
                    value={question.kind}
                    onChange={(event) =>
                      change(index, { kind: event.target.value as QuestionKind })
                    }
                  >
                    {KINDS.map(([kind, label]) => (
                      <option key={kind} value={kind}>
                        {intl.formatMessage({ id: label })}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
              {question.kind === 'choice' ? (
                <Col xs={12}>
                  <Form.Group controlId={`${prefix}-options`}>
                    <Form.Label>
                      <FormattedMessage id="recruiting.question.options" />
                    </Form.Label>
                    <Form.Control
                      as="textarea"
                      rows={3}
                      value={question.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                  </Form.Group>
                </Col>
              ) : null}
              <Col xs={12} className="d-flex flex-wrap justify-content-between gap-2">
                <Form.Check
                  id={`${prefix}-required`}
                  label={intl.formatMessage({ id: 'recruiting.question.required' })}
                  checked={question.required}
                  onChange={(event) => change(index, { required: event.target.checked })}
                />
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                >
                  <Trash2 size={14} aria-hidden="true" className="me-1" />
                  <FormattedMessage
                    id="recruiting.question.remove"
                    values={{ number: index + 1 }}
                  />
                </Button>
              </Col>
            </Row>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() =>
            onChange([...questions, { prompt: '', kind: 'text', options: '', required: false }])
          }
        >
          <Plus size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="recruiting.question.add" />
        </Button>
      </div>
    </div>
  );
}
