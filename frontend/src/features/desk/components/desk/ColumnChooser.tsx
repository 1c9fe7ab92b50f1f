import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Sliders } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApplicationColumns } from '../desk-preferences';
import { deskColumns } from './desk-columns';

/** The columns a recruiter may hide; the choice is remembered (`applicationColumns`). */
export function ColumnChooser() {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { hidden, setHidden } = useApplicationColumns();
  const optional = deskColumns.filter((column) => column.enableHiding !== false);
  return (
    <div className="position-relative">
      <Button
        variant="outline-secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Sliders size={16} aria-hidden="true" className="me-1" />
        <FormattedMessage id="desk.columns" />
      </Button>
      {open ? (
        <fieldset
          id={panelId}
          className="card card-body position-absolute mt-1 shadow desk-column-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <legend className="fs-6 fw-semibold">
            <FormattedMessage id="desk.columns.legend" />
          </legend>
          {optional.map((column) => (
            <Form.Check
              key={column.id}
              id={`desk-column-${column.id ?? ''}`}
              label={intl.formatMessage({ id: column.meta?.label ?? 'desk.columns' })}
              checked={!hidden.includes(column.id ?? '')}
              onChange={(event) =>
                setHidden(
                  event.target.checked
                    ? hidden.filter((id) => id !== column.id)
                    : [...hidden, column.id ?? ''],
                )
              }
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
