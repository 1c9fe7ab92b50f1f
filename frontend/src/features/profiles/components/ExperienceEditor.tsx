import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
import { DraftFields, type DraftFieldSpec } from './DraftFields';
import { type ExperienceDraft, emptyExperience } from './profile-draft';

interface ExperienceEditorProps {
  entries: ExperienceDraft[];
  onChange: (entries: ExperienceDraft[]) => void;
  errorFor: (index: number) => string | null;
}

type ExperienceText = Exclude<keyof ExperienceDraft, 'current'>;

const FIELDS: readonly DraftFieldSpec<ExperienceText>[] = [
  {
    key: 'title',
    id: 'title',
    label: 'profile.experience.title',
    required: true,
    col: { md: 6 },
  },
  {
    key: 'company',
    id: 'company',
    label: 'profile.experience.company',
    required: true,
    col: { md: 6 },
  },
  { key: 'location', id: 'location', label: 'vacancy.location', col: { md: 6 } },
  {
    key: 'startDate',
    id: 'start',
    label: 'profile.startDate',
    type: 'date',
    col: { xs: 6, md: 3 },
  },
];

const END: readonly DraftFieldSpec<ExperienceText>[] = [
  { key: 'endDate', id: 'end', label: 'profile.endDate', type: 'date', col: { xs: 6, md: 3 } },
];

const DESCRIPTION: readonly DraftFieldSpec<ExperienceText>[] = [
  {
    key: 'description',
    id: 'description',
    label: 'profile.experience.description',
    multiline: true,
    col: { xs: 12 },
  },
];

export function ExperienceEditor({ entries, onChange, errorFor }: ExperienceEditorProps) {
  const intl = useIntl();
  return (
    <EntryListEditor
      idPrefix="experience"
      entries={entries}
      onChange={onChange}
      empty={emptyExperience}
      legend={(number) => intl.formatMessage({ id: 'profile.experience.entry' }, { number })}
      removeLabel={(number) => intl.formatMessage({ id: 'profile.experience.remove' }, { number })}
      addLabel={intl.formatMessage({ id: 'profile.experience.add' })}
      errorFor={errorFor}
    >
      {(entry, { prefix, change }) => {
        const texts = {
          prefix,
          values: entry,
          onChange: (key: ExperienceText, value: string) => change({ [key]: value }),
        };
        return (
          <Row className="g-2">
            <DraftFields {...texts} fields={FIELDS} />
            {/* A current position has no end yet: the column stays, empty. */}
            {entry.current ? <Col xs={6} md={3} /> : <DraftFields {...texts} fields={END} />}
            <Col xs={12}>
              <Form.Check
                id={`${prefix}-current`}
                label={intl.formatMessage({ id: 'profile.experience.current' })}
                checked={entry.current}
                onChange={(event) => change({ current: event.target.checked })}
              />
            </Col>
            <DraftFields {...texts} fields={DESCRIPTION} />
          </Row>
        );
      }}
    </EntryListEditor>
  );
}
