import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/FormAlert';
import type { Locale } from '@/lib/i18n/catalogs';
import { NamedRowsEditor } from './NamedRowsEditor';
import type { NamedRow } from './rows';
import { type ProcessErrors, listErrorId } from './use-process-errors';

/**
 * A process's stages as a template and a vacancy edit them: the list's own problem above the
 * rows, then the rows (kind and names), moved, added and removed.
 */
export function ProcessFields({
  idPrefix,
  rows,
  onChange,
  languages,
  errors,
  max,
  kindFixed,
  rowExtra,
}: {
  idPrefix: string;
  rows: readonly NamedRow[];
  onChange: (rows: NamedRow[]) => void;
  languages: readonly Locale[];
  errors: ProcessErrors;
  max: number;
  kindFixed?: (row: NamedRow) => boolean;
  /** More of a stage, below its names (a template stage's interview kit). */
  rowExtra?: (row: NamedRow, index: number, title: string) => ReactNode;
}) {
  return (
    <>
      <FormAlert id={listErrorId(idPrefix)} message={errors.listError} />
      <NamedRowsEditor
        idPrefix={idPrefix}
        rows={rows}
        onChange={onChange}
        languages={languages}
        withKind
        kindFixed={kindFixed}
        namesError={errors.namesError}
        texts={{ row: 'stages.stageN', add: 'stages.addStage' }}
        max={max}
        min={1}
        rowExtra={rowExtra}
      />
    </>
  );
}
