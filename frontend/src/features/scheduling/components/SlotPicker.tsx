import { type SyntheticEvent, useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { SchedulingPage, SlotOption } from '../api/types';
import { groupByDay } from './times';

/** One offered time: when the loop starts, then each session's times in the chosen zone. */
function OptionLabel({
  option,
  page,
  zone,
}: {
  option: SlotOption;
  page: SchedulingPage;
  zone: string;
}) {
  const intl = useIntl();
  const range = (start: string, end: string) =>
    intl.formatDateTimeRange(new Date(start), new Date(end), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: zone,
    });
  const several = option.sessions.length > 1;
  return (
    <span className="d-grid text-start">
      <bdi className="fw-semibold">
        {intl.formatDate(option.start, { hour: 'numeric', minute: '2-digit', timeZone: zone })}
      </bdi>
      {several
        ? option.sessions.map((session, index) => (
            <span key={session.start} className="small">
              <FormattedMessage
                id="scheduling.option.session"
                values={{
                  times: <bdi>{range(session.start, session.end)}</bdi>,
                  title: <bdi>{page.sessions[index]?.title ?? ''}</bdi>,
                }}
              />
            </span>
          ))
        : option.sessions.map((session) => (
            <bdi key={session.start} className="small">
              {range(session.start, session.end)}
            </bdi>
          ))}
    </span>
  );
}

/**
 * The times still free, grouped by day in the candidate's zone, as radio buttons (arrow keys move
 * between them), then "Book this time". A time someone else just took says so; the page then
 * shows the times still free.
 */
export function SlotPicker({
  page,
  zone,
  confirmLabel,
  pending,
  error,
  onBook,
}: {
  page: SchedulingPage;
  zone: string;
  confirmLabel: 'scheduling.book' | 'scheduling.moveHere';
  pending: boolean;
  error: unknown;
  onBook: (start: string) => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const days = useMemo(() => groupByDay(page.options, zone), [page.options, zone]);
  const taken = hasErrorCode(error, 'slot_taken');
  // A time that is no longer offered (taken, or the page refreshed) is no longer chosen.
  const choice = page.options.find((option) => option.start === chosen) ?? null;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (choice) onBook(choice.start);
  };

  if (page.options.length === 0) {
    return (
      <PlainAlert variant="warning">
        <FormattedMessage id="scheduling.noOptions" />
      </PlainAlert>
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="d-grid gap-3">
      {taken ? (
        <PlainAlert variant="warning">
          <FormattedMessage id="scheduling.slotTaken" />
        </PlainAlert>
      ) : (
        <FormAlert message={error ? errorText(error) : null} />
      )}
      {days.map(({ day, options }) => {
        const first = options[0];
        return (
          <fieldset key={day} className="d-grid gap-2">
            <legend className="h6 mb-1">
              {first ? intl.formatDate(first.start, { dateStyle: 'full', timeZone: zone }) : day}
            </legend>
            <div className="d-flex flex-wrap gap-2">
              {options.map((option) => {
                const id = `${name}-${option.start}`;
                return (
                  <div key={option.start}>
                    <input
                      type="radio"
                      className="btn-check"
                      name={name}
                      id={id}
                      value={option.start}
                      checked={chosen === option.start}
                      onChange={() => setChosen(option.start)}
                    />
                    <label htmlFor={id} className="btn btn-outline-primary">
                      <OptionLabel option={option} page={page} zone={zone} />
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap align-items-center gap-2 position-sticky bottom-0 bg-body border-top rounded-top p-2">
        <PendingButton type="submit" pending={pending} disabled={!choice}>
          <FormattedMessage id={confirmLabel} />
        </PendingButton>
        <span className="small text-body-secondary" aria-live="polite">
          {choice ? (
            <FormattedMessage
              id="scheduling.chosen"
              values={{
                when: intl.formatDate(choice.start, {
                  dateStyle: 'full',
                  timeStyle: 'short',
                  timeZone: zone,
                }),
              }}
            />
          ) : (
            <FormattedMessage id="scheduling.chooseHint" />
          )}
        </span>
      </div>
    </Form>
  );
}
