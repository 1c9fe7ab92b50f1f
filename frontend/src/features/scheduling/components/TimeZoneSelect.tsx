import { type ReactNode, useMemo } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { timeZoneChoices } from './times';

/**
 * A select of every IANA time zone the browser knows; `leading` adds choices before them (the
 * company's zone, say), and the current value stays choosable even when the browser lacks it.
 */
export function TimeZoneSelect({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  leading,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (zone: string) => void;
  error?: string | null;
  leading?: ReactNode;
  className?: string;
}) {
  const zones = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <SelectField
      id={id}
      label={label}
      hint={hint}
      keepHint
      value={value}
      error={error}
      onChange={onChange}
      leading={leading}
      className={className}
      options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
    />
  );
}
