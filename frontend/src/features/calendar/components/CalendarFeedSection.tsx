import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { CopyField } from '@/components/ui/CopyField';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useRole } from '@/lib/session/use-role';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
} from '../api/calendar-feed';
import { CalendarMessages } from './CalendarMessages';

function FeedAddress({ url }: { url: string }) {
  return (
    <Alert variant="info" className="mb-0">
      <CopyField
        id="calendar-feed-url"
        label={<FormattedMessage id="calendar.feed.url" />}
        value={url}
        hint={<FormattedMessage id="calendar.feed.shownOnce" />}
        variant="primary"
        copyText={<FormattedMessage id="calendar.feed.copy" />}
        copiedText={<FormattedMessage id="calendar.feed.copied" />}
        className="mb-0"
      />
    </Alert>
  );
}

function FeedSection({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { errorText } = useApiErrorText();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const url = create.data?.url ?? null;
  const active = feed.data?.active ?? false;
  const error = feed.error ?? create.error ?? remove.error;
  return (
    <section aria-labelledby="calendar-feed-title" className="d-grid gap-2">
      <Heading id="calendar-feed-title" className={headingLevel === 2 ? 'h5 mb-0' : 'h6 mb-0'}>
        <FormattedMessage id="calendar.feed.title" />
      </Heading>
      <p className="small text-body-secondary mb-0">
        <FormattedMessage id="calendar.feed.text" />
      </p>
      {feed.data ? (
        <p className="mb-0" role="status">
          {active && feed.data.createdAt ? (
            <FormattedMessage
              id="calendar.feed.active"
              values={{ date: <FormattedDate value={feed.data.createdAt} dateStyle="medium" /> }}
            />
          ) : (
            <FormattedMessage id="calendar.feed.inactive" />
          )}
        </p>
      ) : null}
      {url && !remove.isSuccess ? <FeedAddress url={url} /> : null}
      <FormAlert message={error ? errorText(error) : null} />
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-primary"
          disabled={create.isPending || feed.isPending}
          onClick={() => {
            remove.reset();
            create.mutate();
          }}
        >
          <FormattedMessage id={active ? 'calendar.feed.rotate' : 'calendar.feed.create'} />
        </Button>
        {active ? (
          <Button
            variant="outline-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => create.reset() })}
          >
            <FormattedMessage id="calendar.feed.turnOff" />
          </Button>
        ) : null}
      </div>
      {active ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="calendar.feed.rotateHint" />
        </p>
      ) : null}
    </section>
  );
}

/**
 * The private address of the caller's events for other calendar apps: staff and admins only. A
 * section of a card, under a heading of `headingLevel`.
 */
export function CalendarFeedSection({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const role = useRole();
  if (role !== 'staff' && role !== 'admin') return null;
  return (
    <CalendarMessages>
      <FeedSection headingLevel={headingLevel} />
    </CalendarMessages>
  );
}
