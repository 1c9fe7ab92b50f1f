import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
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
  return (
    <EntryListEditor
      idPrefix="education"
      entries={entries}
      onChange={onChange}
      empty={emptyEducation}
      legend={(number) => intl.formatMessage({ id: 'profile.education.entry' }, { number })}
      removeLabel={(number) => intl.formatMessage({ id: 'profile.education.remove' }, { number })}
      addLabel={t('profile.education.add')}
      errorFor={errorFor}
    >
      {(entry, { prefix, change }) => (
        <Row className="g-2">
          <Col md={6}>
            <Field
              id={`${prefix}-institution`}
              label={t('profile.education.institution')}
              value={entry.institution}
              required
              onChange={(institution) => change({ institution })}
            />
          </Col>
          <Col md={6}>
            <Field
              id={`${prefix}-degree`}
              label={t('profile.education.degree')}
              value={entry.degree}
              onChange={(degree) => change({ degree })}
            />
          </Col>
          <Col md={6}>
            <Field
              id={`${prefix}-field`}
              label={t('profile.education.field')}
              value={entry.field}
              onChange={(field) => change({ field })}
            />
          </Col>
          <Col xs={6} md={3}>
            <Field
              id={`${prefix}-start`}
              type="date"
              label={t('profile.startDate')}
              value={entry.startDate}
              onChange={(startDate) => change({ startDate })}
            />
          </Col>
          <Col xs={6} md={3}>
            <Field
              id={`${prefix}-end`}
              type="date"
              label={t('profile.endDate')}
              value={entry.endDate}
              onChange={(endDate) => change({ endDate })}
            />
          </Col>
        </Row>
      )}
    </EntryListEditor>
  );
}
