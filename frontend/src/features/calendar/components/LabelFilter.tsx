import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EventLabel } from '../api/types';
import { EVENT_LABELS, labelClass, labelName } from './labels';

/** Which labels the calendar shows: a checkbox per label, in the label's colour. */
export function LabelFilter({
  value,
  onChange,
}: {
  value: readonly EventLabel[];
  onChange: (next: EventLabel[]) => void;
}) {
  const intl = useIntl();
  const shown = new Set(value);
  return (
    <fieldset className="calendar-filter d-flex flex-wrap align-items-center gap-3">
      <legend className="fs-6 fw-semibold mb-0 float-none w-auto">
        <FormattedMessage id="calendar.filter" />
      </legend>
      {EVENT_LABELS.map((label) => (
        <Form.Check
          key={label}
          id={`calendar-filter-${label}`}
          className={`calendar-filter-check ${labelClass(label)} mb-0`}
          checked={shown.has(label)}
          label={intl.formatMessage({ id: labelName[label] })}
          onChange={(event) =>
            onChange(
              EVENT_LABELS.filter((other) =>
                other === label ? event.target.checked : shown.has(other),
              ),
            )
          }
        />
      ))}
    </fieldset>
  );
}
