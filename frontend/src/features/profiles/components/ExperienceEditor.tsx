import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
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
  return (
    <EntryListEditor
      idPrefix="experience"
      entries={entries}
      onChange={onChange}
      empty={emptyExperience}
      legend={(number) => intl.formatMessage({ id: 'profile.experience.entry' }, { number })}
      removeLabel={(number) => intl.formatMessage({ id: 'profile.experience.remove' }, { number })}
      addLabel={t('profile.experience.add')}
      errorFor={errorFor}
    >
      {(entry, { prefix, change }) => (
        <Row className="g-2">
          <Col md={6}>
            <Field
              id={`${prefix}-title`}
              label={t('profile.experience.title')}
              value={entry.title}
              required
              onChange={(title) => change({ title })}
            />
          </Col>
          <Col md={6}>
            <Field
              id={`${prefix}-company`}
              label={t('profile.experience.company')}
              value={entry.company}
              required
              onChange={(company) => change({ company })}
            />
          </Col>
          <Col md={6}>
            <Field
              id={`${prefix}-location`}
              label={t('vacancy.location')}
              value={entry.location}
              onChange={(location) => change({ location })}
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
            {entry.current ? null : (
              <Field
                id={`${prefix}-end`}
                type="date"
                label={t('profile.endDate')}
                value={entry.endDate}
                onChange={(endDate) => change({ endDate })}
              />
            )}
          </Col>
          <Col xs={12}>
            <Form.Check
              id={`${prefix}-current`}
              label={t('profile.experience.current')}
              checked={entry.current}
              onChange={(event) => change({ current: event.target.checked })}
            />
          </Col>
          <Col xs={12}>
            <Field
              id={`${prefix}-description`}
              multiline
              label={t('profile.experience.description')}
              value={entry.description}
              onChange={(description) => change({ description })}
            />
          </Col>
        </Row>
      )}
    </EntryListEditor>
  );
}
