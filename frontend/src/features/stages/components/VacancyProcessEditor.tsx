import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryCard } from '@/components/ui/QueryCard';
import type { StageView } from '../api/types';
import { useSaveVacancyStages, useVacancyStages } from '../api/vacancy-stages';
import { ProcessFields } from './ProcessFields';
import { type NamedRow, namesInput, rowsOf } from './rows';
import { StagesMessages } from './StagesMessages';
import { useNameLanguages } from './use-name-languages';
import { useProcessErrors } from './use-process-errors';

const MAX_STAGES = 30;

function ProcessForm({ vacancyId, stages }: { vacancyId: number; stages: readonly StageView[] }) {
  const intl = useIntl();
  const languages = useNameLanguages();
  const save = useSaveVacancyStages(vacancyId);
  const [rows, setRows] = useState<NamedRow[]>(() => rowsOf(stages));
  const [saved, setSaved] = useState('');
  const errors = useProcessErrors({
    serverError: save.error,
    field: 'stages',
    idPrefix: 'vacancy-stage',
    missing: 'error.stage_name_invalid',
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSaved('');
    if (!errors.check(rows)) return;
    save.mutate(
      {
        stages: rows.map((row) => ({ id: row.id, kind: row.kind, names: namesInput(row.names) })),
      },
      {
        onSuccess: (answer) => {
          setRows(rowsOf(answer));
          setSaved(intl.formatMessage({ id: 'stages.process.saved' }));
        },
        onError: (error) => errors.focusServer(error, rows),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={errors.formError} />
      <ProcessFields
        idPrefix="vacancy-stage"
        rows={rows}
        onChange={(next) => {
          setSaved('');
          setRows(next);
        }}
        languages={languages}
        errors={errors}
        max={MAX_STAGES}
        kindFixed={(row) => row.id !== null}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="stages.process.save" />
        </Button>
        <span role="status" className="small text-success-emphasis">
          {saved}
        </span>
      </div>
    </Form>
  );
}

function ProcessCard({ vacancyId }: { vacancyId: number }) {
  const query = useVacancyStages(vacancyId);
  return (
    <QueryCard
      id="vacancy-process-title"
      title={<FormattedMessage id="stages.process.title" />}
      intro={<FormattedMessage id="stages.process.intro" />}
      query={query}
    >
      {(data) => <ProcessForm vacancyId={vacancyId} stages={data} />}
    </QueryCard>
  );
}

/**
 * A vacancy's hiring process, edited whole: its stages in order, each with its kind (fixed once
 * saved) and a name per language. A stage with applications cannot be removed (the server says so).
 */
export function VacancyProcessEditor({ vacancyId }: { vacancyId: number }) {
  return (
    <StagesMessages>
      <ProcessCard vacancyId={vacancyId} />
    </StagesMessages>
  );
}
