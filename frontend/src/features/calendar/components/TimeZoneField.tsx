import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { SelectField } from '@/components/ui/SelectField';
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
      <SelectField
        id="settings-time-zone"
        label={<FormattedMessage id="calendar.settings.timeZone" />}
        value={value}
        error={error}
        hint={<FormattedMessage id="calendar.settings.timeZoneHint" />}
        keepHint
        onChange={onChange}
        options={options.map((zone) => ({ value: zone, label: zone }))}
      />
    </CalendarMessages>
  );
}
