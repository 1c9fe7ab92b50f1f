import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { Field } from './Field';
import { type ExperienceDraft, emptyExperience } from './profile-draft';

interface ExperienceEditorProps {
  entries: ExperienceDraft[];
  onChange: (entries: ExperienceDraft[]) => void;
  errorFor: (index: number) => string | null;
}

export function ExperienceEditor({ entries, onChange, errorFor }: ExperienceEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const change = (index: number, patch: Partial<ExperienceDraft>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <div className="d-grid gap-3">
      {entries.map((entry, index) => {
        const error = errorFor(index);
        const prefix = `experience-${index}`;
        return (
          <fieldset
            key={index}
            className="border rounded p-3"
            aria-describedby={error ? `${prefix}-error` : undefined}
          >
            <legend className="h6 float-none w-auto px-1 mb-0">
              <FormattedMessage id="profile.experience.entry" values={{ number: index + 1 }} />
            </legend>
            {error ? (
              <div className="text-danger small mb-2" id={`${prefix}-error`} role="alert">
                {error}
              </div>
            ) : null}
            <Row className="g-2">
              <Col md={6}>
                <Field
                  id={`${prefix}-title`}
                  label={t('profile.experience.title')}
                  value={entry.title}
                  required
                  onChange={(title) => change(index, { title })}
                />
              </Col>
              <Col md={6}>
                <Field
                  id={`${prefix}-company`}
                  label={t('profile.experience.company')}
                  value={entry.company}
                  required
                  onChange={(company) => change(index, { company })}
                />
              </Col>
              <Col md={6}>
                <Field
                  id={`${prefix}-location`}
                  label={t('vacancy.location')}
                  value={entry.location}
                  onChange={(location) => change(index, { location })}
                />
              </Col>
              <Col xs={6} md={3}>
                <Field
                  id={`${prefix}-start`}
                  type="date"
                  label={t('profile.startDate')}
                  value={entry.startDate}
                  onChange={(startDate) => change(index, { startDate })}
                />
              </Col>
              <Col xs={6} md={3}>
                {entry.current ? null : (
                  <Field
                    id={`${prefix}-end`}
                    type="date"
                    label={t('profile.endDate')}
                    value={entry.endDate}
                    onChange={(endDate) => change(index, { endDate })}
                  />
                )}
              </Col>
              <Col xs={12}>
                <Form.Check
                  id={`${prefix}-current`}
                  label={t('profile.experience.current')}
                  checked={entry.current}
                  onChange={(event) => change(index, { current: event.target.checked })}
                />
              </Col>
              <Col xs={12}>
                <Field
                  id={`${prefix}-description`}
                  multiline
                  label={t('profile.experience.description')}
                  value={entry.description}
                  onChange={(description) => change(index, { description })}
                />
              </Col>
            </Row>
            <Button
              variant="outline-danger"
              size="sm"
              className="mt-2"
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              <Trash2 size={14} aria-hidden="true" className="me-1" />
              <FormattedMessage id="profile.experience.remove" values={{ number: index + 1 }} />
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onChange([...entries, emptyExperience])}
        >
          <Plus size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="profile.experience.add" />
        </Button>
      </div>
    </div>
  );
}
