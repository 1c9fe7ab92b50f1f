import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput as CalendarItem,
  EventApi,
} from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Modal from 'react-bootstrap/Modal';
import { ChevronLeft, ChevronRight, Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFooter } from '@/components/ui/DialogFooter';
import { DialogHeader } from '@/components/ui/DialogHeader';
import { FormAlert } from '@/components/ui/FormAlert';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useEvent } from '../api/get-event';
import { useEvents } from '../api/get-events';
import { useUpdateEvent } from '../api/save-event';
import type { CalendarEvent, CalendarEventSummary, EventChange, EventLabel } from '../api/types';
import { CalendarFeedSection } from '../components/CalendarFeedSection';
import { CalendarMessages } from '../components/CalendarMessages';
import { isScheduleConflict } from '../components/conflict';
import { ConflictWarning } from '../components/ConflictWarning';
import { dayOf, midnightOf, nextDay, viewerTimeZone } from '../components/dates';
import { type EventDraft, EventDialog } from '../components/EventDialog';
import { LabelFilter } from '../components/LabelFilter';
import { EVENT_LABELS, labelClass } from '../components/labels';
import { useDocumentDirection } from '../components/use-document-direction';
import '../calendar.css';

const VIEWS = [
  ['dayGridMonth', 'calendar.view.month'],
  ['timeGridWeek', 'calendar.view.week'],
  ['timeGridDay', 'calendar.view.day'],
  ['listWeek', 'calendar.view.list'],
] as const satisfies readonly (readonly [string, MessageId])[];
type ViewName = (typeof VIEWS)[number][0];

/** Below Bootstrap's `sm` (a 360 px phone) the calendar opens as a list. */
const NARROW = '(max-width: 575.98px)';

/** FullCalendar's own texts (week numbers, "all-day", "more") in the app's languages. */
const FULLCALENDAR_LOCALES = [deLocale, frLocale, ptLocale];

/** An event as FullCalendar draws it: all-day events as the dates they name. */
function toCalendarItem(event: CalendarEventSummary): CalendarItem {
  return {
    id: String(event.id),
    title: event.title,
    start: event.allDay ? dayOf(event.start) : event.start,
    end: event.allDay ? dayOf(event.end) : event.end,
    allDay: event.allDay,
    editable: event.canEdit,
    classNames: ['calendar-event', labelClass(event.label)],
    extendedProps: { event },
  };
}

const eventOf = (item: EventApi) => (item.extendedProps as { event: CalendarEventSummary }).event;

/** Where a dragged or resized event now is, in the API's terms. */
function changeOf(item: EventApi): EventChange {
  if (item.allDay) {
    const start = item.startStr.slice(0, 10);
    const end = item.endStr ? item.endStr.slice(0, 10) : nextDay(start);
    return { allDay: true, start: midnightOf(start), end: midnightOf(end) };
  }
  const start = item.start ?? new Date();
  // FullCalendar leaves out the end of an event as long as its default (an hour).
  const end = item.end ?? new Date(start.getTime() + 60 * 60 * 1000);
  return { allDay: false, start: start.toISOString(), end: end.toISOString() };
}

/** Everyone taking part in an event, its organiser first. */
function peopleOf(event: CalendarEvent) {
  return [event.organizer, ...event.attendees.filter((person) => person.id !== event.organizer.id)];
}

interface PendingMove {
  event: CalendarEventSummary;
  change: EventChange;
  revert: () => void;
}

function CalendarPage() {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const direction = useDocumentDirection();
  const calendar = useRef<FullCalendar>(null);
  const [initialView] = useState<ViewName>(() =>
    window.matchMedia(NARROW).matches ? 'listWeek' : 'dayGridMonth',
  );
  // The first view's button is pressed from the start (not after a fade once FullCalendar reports).
  const [view, setView] = useState<{ name: string; title: string }>({
    name: initialView,
    title: '',
  });
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [labels, setLabels] = useState<EventLabel[]>([...EVENT_LABELS]);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [move, setMove] = useState<PendingMove | null>(null);
  const update = useUpdateEvent();
  // Who takes part in a move that double-books someone (the list has no people).
  const moved = useEvent(move?.event.id ?? null);
  const events = useEvents(range && { ...range, labels });
  const zone = viewerTimeZone();

  const items = useMemo(() => {
    // While the next labels' answer is on its way the previous one stays: filter it here too.
    const shown = new Set(labels);
    return (events.data ?? []).filter((event) => shown.has(event.label)).map(toCalendarItem);
  }, [events.data, labels]);

  const api = () => calendar.current?.getApi();

  const onDatesSet = (arg: DatesSetArg) => {
    setView({ name: arg.view.type, title: arg.view.title });
    setRange({ from: arg.start.toISOString(), to: arg.end.toISOString() });
  };

  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    setDraft({ kind: 'new', start: arg.start, end: arg.end, allDay: arg.allDay });
  };

  const onEventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    setDraft({ kind: 'edit', event: eventOf(arg.event) });
  };

  /** A drag or a resize: saved at once; a double booking asks first, a failure puts it back. */
  const onMoved = (arg: EventDropArg | EventResizeDoneArg) => {
    const event = eventOf(arg.event);
    const change = changeOf(arg.event);
    update.reset();
    update.mutate(
      { id: event.id, change },
      {
        onError: (error) => {
          if (isScheduleConflict(error)) setMove({ event, change, revert: arg.revert });
          else arg.revert();
        },
      },
    );
  };

  const newEvent = () => {
    const start = new Date();
    start.setMinutes(0, 0, 0);
    start.setHours(start.getHours() + 1);
    setDraft({
      kind: 'new',
      start,
      end: new Date(start.getTime() + 60 * 60 * 1000),
      allDay: false,
    });
  };

  const cancelMove = () => {
    move?.revert();
    setMove(null);
    update.reset();
  };

  return (
    <section aria-labelledby="page-title" className="calendar-page d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <h1 id="page-title" className="h3 mb-0">
            <FormattedMessage id="calendar.title" />
          </h1>
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="calendar.timeZone" values={{ zone }} />
          </p>
        </div>
        <Button onClick={newEvent}>
          <Plus size={16} aria-hidden="true" className="me-1" />
          <FormattedMessage id="calendar.newEvent" />
        </Button>
      </div>
      <LabelFilter value={labels} onChange={setLabels} />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <ButtonGroup>
          <Button
            variant="outline-secondary"
            aria-label={intl.formatMessage({ id: 'calendar.previous' })}
            onClick={() => api()?.prev()}
          >
            {direction === 'rtl' ? (
              <ChevronRight size={16} aria-hidden="true" />
            ) : (
              <ChevronLeft size={16} aria-hidden="true" />
            )}
          </Button>
          <Button
            variant="outline-secondary"
            aria-label={intl.formatMessage({ id: 'calendar.next' })}
            onClick={() => api()?.next()}
          >
            {direction === 'rtl' ? (
              <ChevronLeft size={16} aria-hidden="true" />
            ) : (
              <ChevronRight size={16} aria-hidden="true" />
            )}
          </Button>
        </ButtonGroup>
        <Button variant="outline-primary" onClick={() => api()?.today()}>
          <FormattedMessage id="calendar.today" />
        </Button>
        <h2 className="h5 mb-0 me-auto" aria-live="polite">
          {view.title}
        </h2>
        <ButtonGroup aria-label={intl.formatMessage({ id: 'calendar.views' })}>
          {VIEWS.map(([name, label]) => (
            <Button
              key={name}
              variant={view.name === name ? 'primary' : 'outline-primary'}
              aria-pressed={view.name === name}
              onClick={() => api()?.changeView(name)}
            >
              <FormattedMessage id={label} />
            </Button>
          ))}
        </ButtonGroup>
      </div>
      {events.error ? (
        <QueryErrorState error={events.error} onRetry={() => void events.refetch()} />
      ) : null}
      {update.error && !move ? <FormAlert message={errorText(update.error)} /> : null}
      <p className="visually-hidden">
        <FormattedMessage id="calendar.keyboardHint" />
      </p>
      <div className="calendar-surface">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={initialView}
          headerToolbar={false}
          height="auto"
          timeZone="local"
          locales={FULLCALENDAR_LOCALES}
          locale={intl.locale}
          direction={direction}
          events={items}
          // Every event is a tab stop; Enter opens it (the keyboard's way to move and resize).
          eventInteractive
          selectable
          selectMirror
          nowIndicator
          dayMaxEvents
          datesSet={onDatesSet}
          select={onSelect}
          eventClick={onEventClick}
          eventDrop={onMoved}
          eventResize={onMoved}
        />
      </div>
      {/* Bootstrap's classes rather than its Row and Col: this page shares no chunk for them. */}
      <div className="row">
        <div className="col-lg-6">
          <Card>
            <Card.Body>
              <CalendarFeedSection headingLevel={2} />
            </Card.Body>
          </Card>
        </div>
      </div>
      <EventDialog draft={draft} onHide={() => setDraft(null)} />
      <Modal show={move !== null} onHide={cancelMove} centered aria-labelledby="move-title">
        <DialogHeader id="move-title">{move?.event.title}</DialogHeader>
        <Modal.Body>
          {move?.change.start && move.change.end ? (
            <ConflictWarning
              people={moved.data ? peopleOf(moved.data) : []}
              start={move.change.start}
              end={move.change.end}
              confirmLabel={intl.formatMessage({ id: 'calendar.conflict.moveAnyway' })}
              pending={update.isPending}
              onConfirm={() =>
                update.mutate(
                  { id: move.event.id, change: { ...move.change, allowConflicts: true } },
                  {
                    onSuccess: () => setMove(null),
                    onError: () => {
                      move.revert();
                      setMove(null);
                    },
                  },
                )
              }
            />
          ) : null}
        </Modal.Body>
        <DialogFooter onCancel={cancelMove} />
      </Modal>
    </section>
  );
}

/**
 * The shared calendar of staff and admins: month, week, day and list views in the viewer's time
 * zone, label filters, click (or "New event") to create, drag to move and resize.
 */
export function CalendarRoute() {
  return (
    <CalendarMessages>
      <CalendarPage />
    </CalendarMessages>
  );
}
