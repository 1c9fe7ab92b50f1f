import { type SyntheticEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '@/components/ui/FieldError';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { TextField } from '@/components/ui/TextField';
import { useRole } from '@/lib/session/use-role';
import { useAvailability, useSaveAvailability } from '../api/availability';
import type { Availability } from '../api/types';
import { type DayDraft, availabilityOf, badHours, capOf, dayDrafts } from './availability-form';
import { ExternalCalendarCard } from './ExternalCalendarCard';
import { SchedulingMessages } from './SchedulingMessages';
import { TimeZoneSelect } from './TimeZoneSelect';
import { useFormProblems } from './use-form-problems';

/** The select's value for "the company's time zone" (`timeZone: null`). */
const COMPANY_ZONE = '';
const FIELDS = ['timeZone', 'days', 'maxPerDay', 'maxPerWeek'];

function DayRow({
  day,
  invalid,
  onChange,
}: {
  day: DayDraft;
  invalid: boolean;
  onChange: (next: DayDraft) => void;
}) {
  const intl = useIntl();
  // 2024-01-01 was a Monday: the weekday's name in the reader's language.
  const name = intl.formatDate(new Date(Date.UTC(2024, 0, day.weekday, 12)), {
    weekday: 'long',
    timeZone: 'UTC',
  });
  const id = `availability-day-${day.weekday}`;
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 py-1 border-bottom">
      <Form.Check
        className="mb-0"
        style={{ minWidth: '8.5rem' }}
        id={id}
        type="checkbox"
        label={name}
        checked={day.on}
        onChange={(event) => onChange({ ...day, on: event.target.checked })}
      />
      <div className="d-flex align-items-center gap-2">
        <Form.Control
          type="time"
          size="sm"
          aria-label={intl.formatMessage({ id: 'scheduling.availability.from' }, { day: name })}
          value={day.start}
          disabled={!day.on}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'availability-days-error' : undefined}
          onChange={(event) => onChange({ ...day, start: event.target.value })}
        />
        <span aria-hidden="true">–</span>
        <Form.Control
          type="time"
          size="sm"
          aria-label={intl.formatMessage({ id: 'scheduling.availability.to' }, { day: name })}
          value={day.end}
          disabled={!day.on}
          isInvalid={invalid}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'availability-days-error' : undefined}
          onChange={(event) => onChange({ ...day, end: event.target.value })}
        />
      </div>
    </li>
  );
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const intl = useIntl();
  const save = useSaveAvailability();
  const { errorFor, alert } = useFormProblems(save.error, (field) => FIELDS.includes(field));
  const [zone, setZone] = useState(availability.timeZone ?? COMPANY_ZONE);
  const [days, setDays] = useState(() => dayDrafts(availability.days));
  const [perDay, setPerDay] = useState(availability.maxPerDay?.toString() ?? '');
  const [perWeek, setPerWeek] = useState(availability.maxPerWeek?.toString() ?? '');
  const [tried, setTried] = useState(false);
  const capText = intl.formatMessage({ id: 'error.scheduling_cap_invalid' });
  const hoursWrong = tried && days.some(badHours);
  const dayCap = capOf(perDay);
  const weekCap = capOf(perWeek);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    save.reset();
    if (days.some(badHours) || Number.isNaN(dayCap) || Number.isNaN(weekCap)) return;
    save.mutate(availabilityOf(zone === COMPANY_ZONE ? null : zone, days, dayCap, weekCap));
  };

  const daysError = hoursWrong
    ? intl.formatMessage({ id: 'error.working_hours_invalid' })
    : errorFor('days');
  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormAlert message={alert} />
      <TimeZoneSelect
        id="availability-time-zone"
        label={<FormattedMessage id="scheduling.availability.zone" />}
        value={zone}
        onChange={setZone}
        error={errorFor('timeZone')}
        leading={
          <option value={COMPANY_ZONE}>
            {intl.formatMessage(
              { id: 'scheduling.availability.companyZone' },
              { zone: availability.timeZone === null ? availability.effectiveTimeZone : 'none' },
            )}
          </option>
        }
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">
          <FormattedMessage id="scheduling.availability.days" />
        </legend>
        <ul className="list-unstyled mb-1">
          {days.map((day) => (
            <DayRow
              key={day.weekday}
              day={day}
              invalid={Boolean(daysError) && (badHours(day) || !hoursWrong)}
              onChange={(next) =>
                setDays(days.map((other) => (other.weekday === next.weekday ? next : other)))
              }
            />
          ))}
        </ul>
        <FieldError id="availability-days-error" error={daysError} />
      </fieldset>
      <div className="d-flex flex-wrap gap-3">
        <TextField
          id="availability-per-day"
          type="number"
          min={1}
          max={50}
          inputMode="numeric"
          label={<FormattedMessage id="scheduling.availability.perDay" />}
          controlStyle={{ maxWidth: '8rem' }}
          value={perDay}
          error={tried && Number.isNaN(dayCap) ? capText : errorFor('maxPerDay')}
          onChange={setPerDay}
        />
        <TextField
          id="availability-per-week"
          type="number"
          min={1}
          max={50}
          inputMode="numeric"
          label={<FormattedMessage id="scheduling.availability.perWeek" />}
          controlStyle={{ maxWidth: '8rem' }}
          value={perWeek}
          error={tried && Number.isNaN(weekCap) ? capText : errorFor('maxPerWeek')}
          onChange={setPerWeek}
        />
      </div>
      <p className="small text-body-secondary">
        <FormattedMessage id="scheduling.availability.capHint" />
      </p>
      <SuccessAlert show={save.isSuccess} text="scheduling.availability.saved" />
      <PendingButton type="submit" pending={save.isPending}>
        <FormattedMessage id="scheduling.availability.save" />
      </PendingButton>
    </Form>
  );
}

function AvailabilityCard() {
  const query = useAvailability();
  return (
    <QueryCard
      id="availability-title"
      title={<FormattedMessage id="scheduling.availability.title" />}
      intro={<FormattedMessage id="scheduling.availability.intro" />}
      query={query}
    >
      {(availability) => <AvailabilityForm availability={availability} />}
    </QueryCard>
  );
}

/**
 * When the signed-in colleague may be booked for interviews, and the calendar of their own whose
 * busy times count too: staff and admins only.
 */
export function AvailabilityCards() {
  const role = useRole();
  if (role !== 'staff' && role !== 'admin') return null;
  return (
    <SchedulingMessages>
      <AvailabilityCard />
      <ExternalCalendarCard />
    </SchedulingMessages>
  );
}
