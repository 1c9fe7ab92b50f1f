import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Calendar } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert, SuccessAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useSignedInUser } from '@/lib/account/me';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useFreeSlots } from '../api/get-free-slots';
import { useCreateEvent } from '../api/save-event';
import type { EventInput } from '../api/types';
import { type Attendee, AttendeePicker } from './AttendeePicker';
import { CalendarMessages } from './CalendarMessages';
import { ConflictOrError } from './ConflictWarning';
import { fromLocalDateTime, localDateTime } from './dates';
import { type PlaceAndAbout, PlaceAndAboutFields } from './PlaceAndAboutFields';

/** The application an interview is for (the desk feature's page passes it). */
export interface InterviewApplication {
  id: number;
  applicantName: string;
  vacancyTitle: string;
}

const DURATIONS = [30, 45, 60, 90] as const;
/** How far ahead free times are looked for. */
const SLOT_DAYS = 14;
/** How many free times are offered as buttons. */
const SLOT_COUNT = 12;

type Field = 'title' | 'start' | 'end' | 'location' | 'description' | 'attendees';

function ScheduleForm({
  application,
  onDone,
  onCancel,
}: {
  application: InterviewApplication;
  onDone: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const me = useSignedInUser().user;
  const create = useCreateEvent();
  const { errorFor, validate } = useFieldErrors<Field>(create.error);
  const [title, setTitle] = useState(() =>
    intl.formatMessage(
      { id: 'calendar.schedule.defaultTitle' },
      { name: application.applicantName, vacancy: application.vacancyTitle },
    ),
  );
  const [interviewers, setInterviewers] = useState<Attendee[]>([]);
  const [duration, setDuration] = useState<number>(60);
  const [start, setStart] = useState('');
  const [about, setAbout] = useState<PlaceAndAbout>({ location: '', description: '' });
  const [sent, setSent] = useState<EventInput | null>(null);
  // Asked once per dialog, so that the free times' query stays the same while it is open.
  const [searchRange] = useState(() => {
    const from = new Date();
    from.setMinutes(from.getMinutes() < 30 ? 30 : 60, 0, 0);
    const to = new Date(from.getTime() + SLOT_DAYS * 24 * 60 * 60 * 1000);
    return { from: from.toISOString(), to: to.toISOString() };
  });
  const people: Attendee[] = [...(me ? [me] : []), ...interviewers];
  // The caller's own events count too: nothing is asked until it is known who they are.
  const slots = useFreeSlots(
    me ? { attendees: people.map((person) => person.id), ...searchRange, duration } : null,
  );

  const send = (input: EventInput) => {
    setSent(input);
    create.mutate(input, { onSuccess: onDone });
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const startAt = fromLocalDateTime(start);
    const valid = validate({
      title: title.trim() && title.trim().length <= 200 ? null : 'error.event_title_invalid',
      start: startAt ? null : 'error.event_range_invalid',
    });
    if (!valid || !startAt) return;
    send({
      title: title.trim(),
      label: 'interview',
      applicationId: application.id,
      start: startAt,
      end: new Date(Date.parse(startAt) + duration * 60 * 1000).toISOString(),
      attendees: interviewers.map((person) => person.id),
      location: about.location.trim(),
      description: about.description.trim(),
    });
  };

  const offered = (slots.data?.slots ?? []).slice(0, SLOT_COUNT);
  const shownAtField = (['title', 'start', 'location', 'description', 'attendees'] as const).some(
    (field) => errorFor(field),
  );
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <TextField
          id="interview-title"
          label={intl.formatMessage({ id: 'calendar.field.title' })}
          value={title}
          error={errorFor('title')}
          onChange={setTitle}
        />
        <AttendeePicker
          id="interview-interviewers"
          label={intl.formatMessage({ id: 'calendar.schedule.interviewers' })}
          value={interviewers}
          excludeId={me?.id}
          error={errorFor('attendees')}
          onChange={setInterviewers}
        />
        <SelectField
          id="interview-duration"
          label={<FormattedMessage id="calendar.schedule.duration" />}
          value={String(duration)}
          onChange={(minutes) => setDuration(Number(minutes))}
          options={DURATIONS.map((minutes) => ({
            value: String(minutes),
            label: intl.formatMessage({ id: 'calendar.schedule.minutes' }, { minutes }),
          }))}
        />
        <fieldset className="mb-3" aria-describedby="interview-slots-hint">
          <legend className="fs-6 mb-1">
            <FormattedMessage id="calendar.schedule.slots" />
          </legend>
          <p id="interview-slots-hint" className="small text-body-secondary mb-2">
            <FormattedMessage id="calendar.schedule.slotsHint" />
          </p>
          {slots.isPending ? (
            <p className="small mb-0" role="status">
              <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />
              <FormattedMessage id="calendar.schedule.slotsLoading" />
            </p>
          ) : slots.error ? (
            <FormAlert message={errorTextWithFields(slots.error)} />
          ) : offered.length === 0 ? (
            <p className="small mb-0">
              <FormattedMessage id="calendar.schedule.noSlots" />
            </p>
          ) : (
            <div className="d-flex flex-wrap gap-1">
              {offered.map((slot) => {
                const value = localDateTime(new Date(slot.start));
                const chosen = value === start;
                return (
                  <Button
                    key={slot.start}
                    size="sm"
                    variant={chosen ? 'primary' : 'outline-primary'}
                    aria-pressed={chosen}
                    onClick={() => setStart(value)}
                  >
                    <FormattedMessage
                      id="calendar.schedule.pickSlot"
                      values={{
                        day: (
                          <FormattedDate
                            value={slot.start}
                            weekday="short"
                            day="numeric"
                            month="short"
                          />
                        ),
                        time: <FormattedDate value={slot.start} timeStyle="short" />,
                      }}
                    />
                  </Button>
                );
              })}
            </div>
          )}
        </fieldset>
        <div className="row g-2">
          <div className="col-sm-6">
            <TextField
              id="interview-start"
              type="datetime-local"
              label={<FormattedMessage id="calendar.schedule.start" />}
              value={start}
              error={errorFor('start') ?? errorFor('end')}
              onChange={setStart}
            />
          </div>
        </div>
        <PlaceAndAboutFields
          idPrefix="interview"
          value={about}
          errorFor={errorFor}
          onChange={(change) => setAbout((now) => ({ ...now, ...change }))}
        />
        <ConflictOrError
          people={people}
          sent={sent}
          error={create.error}
          shownAtField={shownAtField}
          confirmLabel={intl.formatMessage({ id: 'calendar.conflict.scheduleAnyway' })}
          pending={create.isPending}
          send={send}
        />
      </Modal.Body>
      <DialogFooter onCancel={onCancel}>
        <Button type="submit" disabled={create.isPending}>
          <FormattedMessage id="calendar.schedule.submit" />
        </Button>
      </DialogFooter>
    </Form>
  );
}

interface ScheduleInterviewProps {
  application: InterviewApplication;
  /** After scheduling: the application may have moved to the interview stage. */
  onScheduled?: () => void;
}

function ScheduleInterviewButton({ application, onScheduled }: ScheduleInterviewProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Button
        variant="outline-primary"
        onClick={() => {
          setDone(false);
          setOpen(true);
        }}
      >
        <Calendar size={16} aria-hidden="true" className="me-1" />
        <FormattedMessage id="calendar.schedule.button" />
      </Button>
      <SuccessAlert show={done} text="calendar.schedule.done" className="py-2 mt-2 mb-0" />
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        centered
        size="lg"
        aria-labelledby="schedule-interview-title"
      >
        <DialogHeader id="schedule-interview-title">
          <FormattedMessage
            id="calendar.schedule.title"
            values={{ name: application.applicantName }}
          />
        </DialogHeader>
        {open ? (
          <ScheduleForm
            application={application}
            onCancel={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              setDone(true);
              onScheduled?.();
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

/**
 * "Schedule interview" on the application page: proposes the free times of the caller and the
 * chosen interviewers, and warns before a double booking.
 */
export function ScheduleInterview(props: ScheduleInterviewProps) {
  return (
    <CalendarMessages>
      <ScheduleInterviewButton {...props} />
    </CalendarMessages>
  );
}
