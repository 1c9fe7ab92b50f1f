import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '@/components/ui/IconButton';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { statusLabel } from '@/components/ui/status-labels';
import { TextField } from '@/components/ui/TextField';
import type { Locale, MessageId } from '@/lib/i18n/catalogs';
import { STAGE_KINDS } from '../api/types';
import { type NamedRow, moved, newRowKey, rowFieldId } from './rows';

/** Puts the focus on an element once the list has been drawn again. */
function focusSoon(id: string, fallback?: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target && !(target instanceof HTMLButtonElement && target.disabled)) target.focus();
    else if (fallback) document.getElementById(fallback)?.focus();
  });
}

export interface NamedRowsEditorProps {
  /** Prefix of the rows' field and button ids (unique on the page). */
  idPrefix: string;
  rows: readonly NamedRow[];
  onChange: (rows: NamedRow[]) => void;
  /** The languages of the names, the required one first. */
  languages: readonly Locale[];
  /** Stages have a kind; rejection reasons do not. */
  withKind: boolean;
  /** A saved stage keeps its kind (a vacancy's process): its select is disabled. */
  kindFixed?: (row: NamedRow) => boolean;
  /** A row's problem with its names (shown at the required language's field). */
  namesError: (index: number) => string | null;
  texts: {
    /** "Stage {n}", "Reason {n}". */
    row: MessageId;
    add: MessageId;
  };
  /** At most this many rows. */
  max: number;
  /** At least this many rows (the last ones cannot be removed). */
  min?: number;
  /** More of a row, below its names (a template stage's interview kit); `title` names the row. */
  rowExtra?: (row: NamedRow, index: number, title: string) => ReactNode;
}

/**
 * An ordered list of named rows (stages of a process or template, rejection reasons): each row a
 * group with its kind and a name per language, moved with up and down buttons, added and
 * removed. The focus follows a moved row, and goes to a new row's first name.
 */
export function NamedRowsEditor({
  idPrefix,
  rows,
  onChange,
  languages,
  withKind,
  kindFixed = () => false,
  namesError,
  texts,
  max,
  min = 0,
  rowExtra,
}: NamedRowsEditorProps) {
  const intl = useIntl();
  const addId = `${idPrefix}-add`;
  const kindOptions = messageOptions(intl, STAGE_KINDS, statusLabel);

  const update = (index: number, change: Partial<NamedRow>) => {
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };
  const move = (index: number, step: -1 | 1) => {
    const row = rows[index];
    if (!row) return;
    onChange(moved(rows, index, step));
    const other = step === -1 ? 'down' : 'up';
    focusSoon(
      rowFieldId(idPrefix, row, step === -1 ? 'up' : 'down'),
      rowFieldId(idPrefix, row, other),
    );
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    focusSoon(neighbour ? rowFieldId(idPrefix, neighbour, 'remove') : addId, addId);
  };
  const add = () => {
    const previous = rows.at(-1);
    const row: NamedRow = {
      key: newRowKey(),
      id: null,
      kind: previous?.kind ?? 'submitted',
      names: {},
    };
    onChange([...rows, row]);
    focusSoon(rowFieldId(idPrefix, row, `name-${languages[0] ?? 'en'}`));
  };

  return (
    <>
      <ol className="list-unstyled mb-3">
        {rows.map((row, index) => {
          const label = intl.formatMessage({ id: texts.row }, { n: index + 1 });
          const title = row.names[languages[0] ?? 'en']?.trim() || label;
          const legendId = rowFieldId(idPrefix, row, 'legend');
          const error = namesError(index);
          return (
            <li key={row.key} className="border rounded p-2 p-sm-3 mb-2">
              <div role="group" aria-labelledby={legendId}>
                <div className="d-flex flex-wrap align-items-center gap-1 mb-2">
                  <span id={legendId} className="h6 mb-0 me-auto">
                    {label}
                  </span>
                  <IconButton
                    id={rowFieldId(idPrefix, row, 'up')}
                    label={intl.formatMessage({ id: 'stages.moveUp' }, { name: title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp size={16} aria-hidden />
                  </IconButton>
                  <IconButton
                    id={rowFieldId(idPrefix, row, 'down')}
                    label={intl.formatMessage({ id: 'stages.moveDown' }, { name: title })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown size={16} aria-hidden />
                  </IconButton>
                  <IconButton
                    id={rowFieldId(idPrefix, row, 'remove')}
                    label={intl.formatMessage({ id: 'stages.remove' }, { name: title })}
                    danger
                    disabled={rows.length <= min}
                    onClick={() => remove(index)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </IconButton>
                </div>
                <Row className="g-2">
                  {withKind ? (
                    <Col xs={12} md={4}>
                      <SelectField
                        id={rowFieldId(idPrefix, row, 'kind')}
                        label={intl.formatMessage({ id: 'stages.kind' })}
                        className=""
                        compact
                        value={row.kind}
                        options={kindOptions}
                        disabled={kindFixed(row)}
                        hint={
                          kindFixed(row)
                            ? intl.formatMessage({ id: 'stages.kindFixed' })
                            : undefined
                        }
                        onChange={(value) => {
                          const kind = STAGE_KINDS.find((candidate) => candidate === value);
                          if (kind) update(index, { kind });
                        }}
                      />
                    </Col>
                  ) : null}
                  <Col xs={12} md={withKind ? 8 : 12}>
                    <Row className="g-2">
                      {languages.map((language, at) => (
                        <Col key={language} xs={12} sm={6}>
                          <TextField
                            id={rowFieldId(idPrefix, row, `name-${language}`)}
                            label={intl.formatMessage(
                              { id: 'stages.nameIn' },
                              {
                                language:
                                  intl.formatDisplayName(language, { type: 'language' }) ??
                                  language,
                              },
                            )}
                            className=""
                            compact
                            required={at === 0}
                            error={at === 0 ? error : null}
                            value={row.names[language] ?? ''}
                            lang={language}
                            maxLength={withKind ? 60 : 100}
                            onChange={(value) =>
                              update(index, { names: { ...row.names, [language]: value } })
                            }
                          />
                        </Col>
                      ))}
                    </Row>
                  </Col>
                </Row>
                {rowExtra?.(row, index, title)}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        id={addId}
        variant="outline-primary"
        size="sm"
        className="mb-3"
        disabled={rows.length >= max}
        onClick={add}
      >
        <Plus size={16} aria-hidden className="me-1" />
        <FormattedMessage id={texts.add} />
      </Button>
    </>
  );
}
