import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryCard } from '@/components/ui/QueryCard';
import { useRejectionReasons, useSaveRejectionReasons } from '../api/rejection-reasons';
import type { RejectionReason } from '../api/types';
import { NamedRowsEditor } from './NamedRowsEditor';
import { type NamedRow, namesInput, rowsOf } from './rows';
import { useNameLanguages } from './use-name-languages';
import { listErrorId, useProcessErrors } from './use-process-errors';

const MAX_REASONS = 30;

function ReasonsForm({
  reasons,
  announce,
}: {
  reasons: readonly RejectionReason[];
  announce: (text: string) => void;
}) {
  const intl = useIntl();
  const languages = useNameLanguages();
  const save = useSaveRejectionReasons();
  const [rows, setRows] = useState<NamedRow[]>(() => rowsOf(reasons));
  const errors = useProcessErrors({
    serverError: save.error,
    field: 'reasons',
    idPrefix: 'rejection-reason',
    missing: 'error.rejection_reason_name_invalid',
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!errors.check(rows)) return;
    save.mutate(
      { reasons: rows.map((row) => ({ id: row.id, names: namesInput(row.names) })) },
      {
        // The saved list has the new reasons' ids: the rows start again from it.
        onSuccess: (saved) => {
          setRows(rowsOf(saved));
          announce(intl.formatMessage({ id: 'stages.reasons.saved' }));
        },
        onError: (error) => errors.focusServer(error, rows),
      },
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={errors.formError} />
      <FormAlert id={listErrorId('rejection-reason')} message={errors.listError} />
      <NamedRowsEditor
        idPrefix="rejection-reason"
        rows={rows}
        onChange={setRows}
        languages={languages}
        withKind={false}
        namesError={errors.namesError}
        texts={{ row: 'stages.reasons.reasonN', add: 'stages.reasons.add' }}
        max={MAX_REASONS}
        min={1}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="stages.reasons.save" />
        </Button>
      </div>
    </Form>
  );
}

/** The admins' rejection reasons: the whole list, edited and saved at once. */
export function RejectionReasonsCard({ announce }: { announce: (text: string) => void }) {
  const query = useRejectionReasons();
  return (
    <QueryCard
      id="rejection-reasons-title"
      title={<FormattedMessage id="stages.reasons.title" />}
      intro={<FormattedMessage id="stages.reasons.intro" />}
      query={query}
    >
      {(data) => <ReasonsForm reasons={data} announce={announce} />}
    </QueryCard>
  );
}
