import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import { Field } from './Field';
import { type EducationDraft, emptyEducation } from './profile-draft';

interface EducationEditorProps {
  entries: EducationDraft[];
  onChange: (entries: EducationDraft[]) => void;
  errorFor: (index: number) => string | null;
}

export function EducationEditor({ entries, onChange, errorFor }: EducationEditorProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const change = (index: number, patch: Partial<EducationDraft>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <div className="d-grid gap-3">
      {entries.map((entry, index) => {
        const error = errorFor(index);
        const prefix = `education-${index}`;
        return (
          <fieldset
            key={index}
            className="border rounded p-3"
            aria-describedby={error ? `${prefix}-error` : undefined}
          >
            <legend className="h6 float-none w-auto px-1 mb-0">
              <FormattedMessage id="profile.education.entry" values={{ number: index + 1 }} />
            </legend>
            {error ? (
              <div className="text-danger small mb-2" id={`${prefix}-error`} role="alert">
                {error}
              </div>
            ) : null}
            <Row className="g-2">
              <Col md={6}>
                <Field
                  id={`${prefix}-institution`}
                  label={t('profile.education.institution')}
                  value={entry.institution}
                  required
                  onChange={(institution) => change(index, { institution })}
                />
              </Col>
              <Col md={6}>
                <Field
                  id={`${prefix}-degree`}
                  label={t('profile.education.degree')}
                  value={entry.degree}
                  onChange={(degree) => change(index, { degree })}
                />
              </Col>
              <Col md={6}>
                <Field
                  id={`${prefix}-field`}
                  label={t('profile.education.field')}
                  value={entry.field}
                  onChange={(field) => change(index, { field })}
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
                <Field
                  id={`${prefix}-end`}
                  type="date"
                  label={t('profile.endDate')}
                  value={entry.endDate}
                  onChange={(endDate) => change(index, { endDate })}
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
              <FormattedMessage id="profile.education.remove" values={{ number: index + 1 }} />
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="outline-primary"
          size="sm"
          onClick={() => onChange([...entries, emptyEducation])}
        >
          <Plus size={14} aria-hidden="true" className="me-1" />
          <FormattedMessage id="profile.education.add" />
        </Button>
      </div>
    </div>
  );
}
