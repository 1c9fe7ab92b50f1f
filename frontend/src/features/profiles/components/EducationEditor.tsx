import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { EntryListEditor } from '@/components/ui/EntryListEditor';
import { DraftFields, type DraftFieldSpec } from './DraftFields';
import { type EducationDraft, emptyEducation } from './profile-draft';

interface EducationEditorProps {
  entries: EducationDraft[];
  onChange: (entries: EducationDraft[]) => void;
  errorFor: (index: number) => string | null;
}

const FIELDS: readonly DraftFieldSpec<keyof EducationDraft>[] = [
  {
    key: 'institution',
    id: 'institution',
    label: 'profile.education.institution',
    required: true,
    col: { md: 6 },
  },
  { key: 'degree', id: 'degree', label: 'profile.education.degree', col: { md: 6 } },
  { key: 'field', id: 'field', label: 'profile.education.field', col: { md: 6 } },
  {
    key: 'startDate',
    id: 'start',
    label: 'profile.startDate',
    type: 'date',
    col: { xs: 6, md: 3 },
  },
  { key: 'endDate', id: 'end', label: 'profile.endDate', type: 'date', col: { xs: 6, md: 3 } },
];

export function EducationEditor({ entries, onChange, errorFor }: EducationEditorProps) {
  const intl = useIntl();
  return (
    <EntryListEditor
      idPrefix="education"
      entries={entries}
      onChange={onChange}
      empty={emptyEducation}
      legend={(number) => intl.formatMessage({ id: 'profile.education.entry' }, { number })}
      removeLabel={(number) => intl.formatMessage({ id: 'profile.education.remove' }, { number })}
      addLabel={intl.formatMessage({ id: 'profile.education.add' })}
      errorFor={errorFor}
    >
      {(entry, { prefix, change }) => (
        <Row className="g-2">
          <DraftFields
            prefix={prefix}
            fields={FIELDS}
            values={entry}
            onChange={(key, value) => change({ [key]: value })}
          />
        </Row>
      )}
    </EntryListEditor>
  );
}
