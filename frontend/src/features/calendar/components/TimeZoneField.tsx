import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { CalendarMessages } from './CalendarMessages';

export interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  error?: string | null;
}

/** Every IANA zone the browser knows, UTC first; a stored zone it does not know stays choosable. */
function zones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return [...new Set(['UTC', current, ...known].filter(Boolean))];
}

/** The tenant's default time zone (the admin settings' field). */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const options = useMemo(() => zones(value), [value]);
  return (
    <CalendarMessages>
      <Form.Group controlId="settings-time-zone" className="mb-3">
        <Form.Label>
          <FormattedMessage id="calendar.settings.timeZone" />
        </Form.Label>
        <Form.Select
          value={value}
          isInvalid={Boolean(error)}
          aria-describedby="settings-time-zone-hint"
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Form.Select>
        {error ? <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback> : null}
        <Form.Text id="settings-time-zone-hint" muted>
          <FormattedMessage id="calendar.settings.timeZoneHint" />
        </Form.Text>
      </Form.Group>
    </CalendarMessages>
  );
}
