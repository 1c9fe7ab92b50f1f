import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@/components/ui/TextField';

/** An event's texts besides its title: where it takes place and what it is about. */
export interface PlaceAndAbout {
  location: string;
  description: string;
}

interface PlaceAndAboutFieldsProps {
  /** The fields' ids are `${idPrefix}-location` and `${idPrefix}-description`. */
  idPrefix: string;
  value: PlaceAndAbout;
  errorFor: (field: keyof PlaceAndAbout) => string | null | undefined;
  onChange: (change: Partial<PlaceAndAbout>) => void;
}

/** The location (an address or a video link) and description of an event or an interview. */
export function PlaceAndAboutFields({
  idPrefix,
  value,
  errorFor,
  onChange,
}: PlaceAndAboutFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        id={`${idPrefix}-location`}
        label={intl.formatMessage({ id: 'calendar.field.location' })}
        hint={intl.formatMessage({ id: 'calendar.field.locationHint' })}
        value={value.location}
        error={errorFor('location')}
        onChange={(location) => onChange({ location })}
      />
      <TextField
        id={`${idPrefix}-description`}
        rows={3}
        maxLength={5000}
        label={<FormattedMessage id="calendar.field.description" />}
        value={value.description}
        error={errorFor('description')}
        onChange={(description) => onChange({ description })}
      />
    </>
  );
}
