import { type SyntheticEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { messageOptions } from '@/components/ui/message-options';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useSignedInUser } from '@/lib/account/me';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useEvent } from '../api/get-event';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/save-event';
import type { CalendarEvent, CalendarEventSummary, EventInput, EventLabel } from '../api/types';
import { type Attendee, AttendeePicker } from './AttendeePicker';
import { ConflictOrError } from './ConflictWarning';
import {
  dayOf,
  fromLocalDateTime,
  localDate,
  localDateTime,
  midnightOf,
  nextDay,
  previousDay,
} from './dates';
import { EventDetails } from './EventDetails';
import { EVENT_LABELS, labelName } from './labels';
import { PlaceAndAboutFields } from './PlaceAndAboutFields';

type NewDraft = { kind: 'new'; start: Date; end: Date; allDay: boolean };

/** What the dialog opens on: a new event (a chosen time), or one of the calendar's. */
export type EventDraft = NewDraft | { kind: 'edit'; event: CalendarEventSummary };

/** What the form starts from: an event of the calendar's once its people are loaded. */
type FormDraft = NewDraft | { kind: 'edit'; event: CalendarEvent };

const FIELDS = ['title', 'start', 'end', 'location', 'description', 'attendees'] as const;
type Field = (typeof FIELDS)[number];

interface FormState {
  title: string;
  label: EventLabel;
  allDay: boolean;
  /** `YYYY-MM-DD` (all day; the end is the last day) or a `datetime-local` value. */
  start: string;
  end: string;
  location: string;
  description: string;
  attendees: Attendee[];
}

function initialState(draft: FormDraft): FormState {
  if (draft.kind === 'new') {
    return {
      title: '',
      label: 'meeting',
      allDay: draft.allDay,
      start: draft.allDay ? localDate(draft.start) : localDateTime(draft.start),
      // A selection of whole days ends at the next day's start: the form shows the last day.
      end: draft.allDay ? previousDay(localDate(draft.end)) : localDateTime(draft.end),
      location: '',
      description: '',
      attendees: [],
    };
  }
  const { event } = draft;
  return {
    title: event.title,
    label: event.label,
    allDay: event.allDay,
    start: event.allDay ? dayOf(event.start) : localDateTime(new Date(event.start)),
    end: event.allDay ? previousDay(dayOf(event.end)) : localDateTime(new Date(event.end)),
    location: event.location ?? '',
    description: event.description ?? '',
    attendees: event.attendees
      .filter((person) => person.id !== event.organizer.id)
      .map(({ id, name }) => ({ id, name })),
  };
}

/** The form's times as the API's: UTC instants, or UTC midnights with an exclusive end. */
function rangeOf(form: FormState): { start: string; end: string } | null {
  if (form.allDay) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.start) || !/^\d{4}-\d{2}-\d{2}$/.test(form.end)) {
      return null;
    }
    return { start: midnightOf(form.start), end: midnightOf(nextDay(form.end)) };
  }
  const start = fromLocalDateTime(form.start);
  const end = fromLocalDateTime(form.end);
  return start && end ? { start, end } : null;
}

/** Switches the times between dates and date-times, keeping the days. */
function withAllDay(form: FormState, allDay: boolean): FormState {
  if (allDay === form.allDay) return form;
  if (allDay)
    return { ...form, allDay, start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  return { ...form, allDay, start: `${form.start}T09:00`, end: `${form.end}T10:00` };
}

function EventForm({ draft, onDone }: { draft: FormDraft; onDone: () => void }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const me = useSignedInUser().user;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const save = draft.kind === 'new' ? create : update;
  const [form, setForm] = useState(() => initialState(draft));
  const [sent, setSent] = useState<EventInput | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { errorFor, validate } = useFieldErrors<Field>(save.error);
  const set = (change: Partial<FormState>) => setForm((current) => ({ ...current, ...change }));
  const organizer = draft.kind === 'edit' ? draft.event.organizer : me;

  const send = (input: EventInput) => {
    setSent(input);
    if (draft.kind === 'new') {
      create.mutate(input, { onSuccess: onDone });
    } else {
      // A change has no applicationId: an event keeps the application it was made for.
      update.mutate({ id: draft.event.id, change: input }, { onSuccess: onDone });
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const range = rangeOf(form);
    const title = form.title.trim();
    const valid = validate({
      title: title && title.length <= 200 ? null : 'error.event_title_invalid',
      end:
        range && Date.parse(range.end) > Date.parse(range.start)
          ? null
          : 'error.event_range_invalid',
    });
    if (!valid || !range) return;
    send({
      title,
      label: form.label,
      allDay: form.allDay,
      ...range,
      location: form.location.trim(),
      description: form.description.trim(),
      attendees: form.attendees.map((person) => person.id),
    });
  };

  // A field's problem shows at the field; any other problem (or field) above the buttons.
  const shownAtField = FIELDS.some((field) => errorFor(field));
  const dateType = form.allDay ? 'date' : 'datetime-local';
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <TextField
          id="event-title"
          label={intl.formatMessage({ id: 'calendar.field.title' })}
          value={form.title}
          error={errorFor('title')}
          autoFocus
          onChange={(title) => set({ title })}
        />
        <div className="row g-2 mb-3">
          <div className="col-sm-6">
            <SelectField
              id="event-label"
              className=""
              label={<FormattedMessage id="calendar.field.label" />}
              value={form.label}
              onChange={(label) => set({ label: label as EventLabel })}
              options={messageOptions(intl, EVENT_LABELS, labelName)}
            />
          </div>
          <div className="col-sm-6 d-flex align-items-end">
            <Form.Check
              id="event-all-day"
              type="switch"
              checked={form.allDay}
              label={intl.formatMessage({ id: 'calendar.field.allDay' })}
              onChange={(event) => setForm((current) => withAllDay(current, event.target.checked))}
            />
          </div>
        </div>
        <div className="row g-2 mb-3">
          <div className="col-sm-6">
            <TextField
              id="event-start"
              className=""
              type={dateType}
              label={<FormattedMessage id="calendar.field.start" />}
              value={form.start}
              error={errorFor('start')}
              onChange={(start) => set({ start })}
            />
          </div>
          <div className="col-sm-6">
            <TextField
              id="event-end"
              className=""
              type={dateType}
              label={
                <FormattedMessage
                  id={form.allDay ? 'calendar.field.lastDay' : 'calendar.field.end'}
                />
              }
              value={form.end}
              error={errorFor('end')}
              onChange={(end) => set({ end })}
            />
          </div>
        </div>
        <PlaceAndAboutFields idPrefix="event" value={form} errorFor={errorFor} onChange={set} />
        <AttendeePicker
          id="event-attendees"
          label={intl.formatMessage({ id: 'calendar.field.attendees' })}
          value={form.attendees}
          excludeId={organizer?.id}
          error={errorFor('attendees')}
          onChange={(attendees) => set({ attendees })}
        />
        {draft.kind === 'edit' ? <EventDetails event={draft.event} /> : null}
        <ConflictOrError
          people={[...(organizer ? [organizer] : []), ...form.attendees]}
          sent={sent}
          error={save.error}
          shownAtField={shownAtField}
          confirmLabel={intl.formatMessage({ id: 'calendar.conflict.saveAnyway' })}
          pending={save.isPending}
          send={send}
        />
        <FormAlert message={remove.error ? errorText(remove.error) : null} />
        {confirmDelete ? (
          <Alert variant="danger" className="d-grid gap-2">
            <FormattedMessage id="calendar.delete.confirmText" />
            <div className="d-flex flex-wrap gap-2">
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() =>
                  draft.kind === 'edit' && remove.mutate(draft.event.id, { onSuccess: onDone })
                }
              >
                <FormattedMessage id="calendar.delete.confirm" />
              </Button>
              <Button variant="outline-secondary" onClick={() => setConfirmDelete(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
            </div>
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        {draft.kind === 'edit' && !confirmDelete ? (
          <Button
            variant="outline-danger"
            className="me-auto"
            onClick={() => setConfirmDelete(true)}
          >
            <FormattedMessage id="calendar.delete" />
          </Button>
        ) : null}
        <Button variant="outline-secondary" onClick={onDone}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id="calendar.save" />
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** An event the viewer may not change: what, when, where and who. */
function EventView({ event, onDone }: { event: CalendarEvent; onDone: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Modal.Body className="d-grid gap-2">
        <div>
          <Badge className={`calendar-badge calendar-label-${event.label}`}>
            {intl.formatMessage({ id: labelName[event.label] })}
          </Badge>
        </div>
        <p className="mb-0">
          {event.allDay ? (
            <FormattedMessage
              id="calendar.when.days"
              values={{
                start: (
                  <FormattedDate value={dayOf(event.start)} dateStyle="medium" timeZone="UTC" />
                ),
                end: (
                  <FormattedDate
                    value={previousDay(dayOf(event.end))}
                    dateStyle="medium"
                    timeZone="UTC"
                  />
                ),
              }}
            />
          ) : (
            <FormattedMessage
              id="calendar.when.times"
              values={{
                start: <FormattedDate value={event.start} dateStyle="medium" timeStyle="short" />,
                end: <FormattedDate value={event.end} dateStyle="medium" timeStyle="short" />,
              }}
            />
          )}
        </p>
        {event.location ? <p className="mb-0 text-break">{event.location}</p> : null}
        {event.description ? <p className="mb-0 text-pre-wrap">{event.description}</p> : null}
        <EventDetails event={event} />
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="calendar.readOnly" />
        </p>
      </Modal.Body>
      <DialogFooter onCancel={onDone} cancelText="common.close" />
    </>
  );
}

/**
 * One of the calendar's events: the range's list has no people and no description, so the dialog
 * loads the event before showing it (or its form, which keeps the attendees it does not change).
 */
function OpenedEvent({ summary, onDone }: { summary: CalendarEventSummary; onDone: () => void }) {
  const event = useEvent(summary.id);
  if (event.data) {
    return event.data.canEdit ? (
      <EventForm
        key={`${event.data.id}-${event.data.sequence}`}
        draft={{ kind: 'edit', event: event.data }}
        onDone={onDone}
      />
    ) : (
      <EventView event={event.data} onDone={onDone} />
    );
  }
  return (
    <>
      <Modal.Body>
        {event.error ? (
          <QueryErrorState error={event.error} onRetry={() => void event.refetch()} />
        ) : (
          // Bootstrap's classes rather than LoadingCard or Spinner: every chunk this page needs
          // more is named in the app shell, which the careers pages' budget counts.
          <p className="mb-0" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            <FormattedMessage id="app.loading" />
          </p>
        )}
      </Modal.Body>
      <DialogFooter onCancel={onDone} cancelText="common.close" />
    </>
  );
}

/**
 * Creates, changes (the keyboard's way to move and resize) or deletes an event; an event the
 * viewer may not change is shown read-only.
 */
export function EventDialog({ draft, onHide }: { draft: EventDraft | null; onHide: () => void }) {
  const intl = useIntl();
  const title =
    draft?.kind === 'edit'
      ? draft.event.canEdit
        ? intl.formatMessage({ id: 'calendar.edit.title' })
        : draft.event.title
      : intl.formatMessage({ id: 'calendar.new.title' });
  return (
    <Modal show={draft !== null} onHide={onHide} centered aria-labelledby="event-dialog-title">
      <DialogHeader id="event-dialog-title">{title}</DialogHeader>
      {draft === null ? null : draft.kind === 'edit' ? (
        <OpenedEvent key={draft.event.id} summary={draft.event} onDone={onHide} />
      ) : (
        <EventForm key="new" draft={draft} onDone={onHide} />
      )}
    </Modal>
  );
}
