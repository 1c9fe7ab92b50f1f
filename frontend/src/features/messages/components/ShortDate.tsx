import { FormattedDate, FormattedTime } from 'react-intl';

function sameDay(a: Date, b: Date) {
  return a.toDateString() === b.toDateString();
}

/** Today's messages show their time, older ones their date (the full moment on hover). */
export function ShortDate({ value }: { value: string }) {
  const date = new Date(value);
  return (
    <time dateTime={value}>
      {sameDay(date, new Date()) ? (
        <FormattedTime value={date} timeStyle="short" />
      ) : (
        <FormattedDate value={date} dateStyle="medium" />
      )}
    </time>
  );
}
