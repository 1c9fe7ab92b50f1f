import { FormattedDate, FormattedTime } from 'react-intl';
import { isSameDay } from './chat-text';

/** Today's messages show their time, older ones their date. */
export function ChatTime({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  return (
    <time dateTime={value} className={className}>
      {isSameDay(date, new Date()) ? (
        <FormattedTime value={date} timeStyle="short" />
      ) : (
        <FormattedDate value={date} dateStyle="short" />
      )}
    </time>
  );
}
