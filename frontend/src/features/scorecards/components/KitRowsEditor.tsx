import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '@/lib/i18n/catalogs';
import { MAX_KIT_ATTRIBUTES } from '../api/types';
import { focusSoon } from './kit-errors';
import { type KitRow, movedRow, newKitRow } from './kit-rows';
import { KitAttributeEditor } from './KitAttributeEditor';

export interface KitRowsEditorProps {
  /** Prefix of the attributes' ids (`<prefix>-<row key>-<part>`) and of `<prefix>-add`. */
  idPrefix: string;
  rows: readonly KitRow[];
  onChange: (rows: KitRow[]) => void;
  languages: readonly Locale[];
  /** The server's problem with an attribute's names, and with its texts. */
  namesError: (row: KitRow) => string | null;
  textError: (row: KitRow) => string | null;
  /** After the add button, on its line (a save button and its status). */
  children?: ReactNode;
}

/**
 * A kit's attributes being edited, in order: each one moved up and down, removed, and added at
 * the end. The focus follows a moved attribute, and goes to a new one's name.
 */
export function KitRowsEditor({
  idPrefix,
  rows,
  onChange,
  languages,
  namesError,
  textError,
  children,
}: KitRowsEditorProps) {
  const addId = `${idPrefix}-add`;
  const full = rows.length >= MAX_KIT_ATTRIBUTES;
  const add = () => {
    const row = newKitRow(rows.at(-1)?.area ?? 'skills');
    onChange([...rows, row]);
    focusSoon(`${idPrefix}-${row.key}-name-${languages[0] ?? 'en'}`);
  };

  return (
    <>
      {rows.length === 0 ? (
        <p className="small text-body-secondary">
          <FormattedMessage id="scorecards.kits.empty" />
        </p>
      ) : (
        <ol className="list-unstyled mb-3">
          {rows.map((row, index) => (
            <li key={row.key} className="border rounded p-2 p-sm-3 mb-2">
              <KitAttributeEditor
                idPrefix={`${idPrefix}-${row.key}`}
                position={index + 1}
                row={row}
                languages={languages}
                first={index === 0}
                last={index === rows.length - 1}
                namesError={namesError(row)}
                textError={textError(row)}
                onChange={(part) =>
                  onChange(rows.map((other, at) => (at === index ? { ...other, ...part } : other)))
                }
                onMove={(step) => {
                  onChange(movedRow(rows, index, step));
                  focusSoon(`${idPrefix}-${row.key}-${step === -1 ? 'up' : 'down'}`);
                }}
                onRemove={() => {
                  const next = rows.filter((_, at) => at !== index);
                  onChange(next);
                  const neighbour = next[index] ?? next[index - 1];
                  focusSoon(neighbour ? `${idPrefix}-${neighbour.key}-remove` : addId);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button id={addId} variant="outline-primary" size="sm" disabled={full} onClick={add}>
          <Plus size={16} aria-hidden className="me-1" />
          <FormattedMessage id="scorecards.kits.add" />
        </Button>
        {children}
      </div>
      {full ? (
        <p className="small text-body-secondary mt-2 mb-0">
          <FormattedMessage id="scorecards.kits.full" values={{ max: MAX_KIT_ATTRIBUTES }} />
        </p>
      ) : null}
    </>
  );
}
