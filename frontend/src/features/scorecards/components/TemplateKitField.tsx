import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Plus } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import type { TemplateKitFieldProps } from '@/lib/kits/template-kit-field';
import { focusSoon, useKitErrors } from './kit-errors';
import { type KitRow, kitAttributeOf, kitRowsOf } from './kit-rows';
import { KitRowsEditor } from './KitRowsEditor';
import { ScorecardsMessages } from './ScorecardsMessages';
import { useKitLanguages } from './use-kit-languages';

function KitField({
  idPrefix,
  stageLabel,
  isInterview,
  kit,
  onChange,
  serverError,
  field,
}: TemplateKitFieldProps) {
  const languages = useKitLanguages();
  const [rows, setRows] = useState<KitRow[]>(() => kitRowsOf(kit));
  const [opened, setOpened] = useState(false);
  // The kit as it was when the save failed: the server counts the attributes as they were sent.
  const [failed, setFailed] = useState<{ error: unknown; rows: readonly KitRow[] }>({
    error: serverError,
    rows,
  });
  if (failed.error !== serverError) setFailed({ error: serverError, rows });
  const errors = useKitErrors(serverError, field, failed.rows);
  const titleId = `${idPrefix}-title`;

  if (!isInterview && !opened && rows.length === 0) {
    return (
      <Button
        variant="link"
        size="sm"
        className="px-0 mt-2"
        onClick={() => {
          setOpened(true);
          focusSoon(`${idPrefix}-add`);
        }}
      >
        <Plus size={16} aria-hidden className="me-1" />
        <FormattedMessage id="scorecards.kits.addKit" values={{ stage: stageLabel }} />
      </Button>
    );
  }
  return (
    <div id={idPrefix} role="group" aria-labelledby={titleId} className="border-top pt-2 mt-3">
      <p id={titleId} className="fw-semibold small mb-2">
        <FormattedMessage id="scorecards.kits.ofStage" values={{ stage: stageLabel }} />
      </p>
      {errors.listError ? (
        <Alert variant="danger" className="py-2">
          {errors.listError}
        </Alert>
      ) : null}
      <KitRowsEditor
        idPrefix={idPrefix}
        rows={rows}
        onChange={(next) => {
          setRows(next);
          onChange(next.map(kitAttributeOf));
        }}
        languages={languages}
        namesError={errors.namesError}
        textError={errors.textError}
      />
    </div>
  );
}

/**
 * A template stage's interview kit, in the stage templates' editor: the kit a vacancy's stage
 * starts with when the template is applied, edited like a vacancy's.
 */
export function TemplateKitField(props: TemplateKitFieldProps) {
  return (
    <ScorecardsMessages>
      <KitField {...props} />
    </ScorecardsMessages>
  );
}
