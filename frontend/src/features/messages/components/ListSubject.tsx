import { FormattedMessage } from 'react-intl';

/** A subject in a list: an unread message says so to screen readers (on screen it is bold). */
export function ListSubject({ subject, unread }: { subject: string; unread: boolean }) {
  return (
    <>
      {unread ? (
        <span className="visually-hidden">
          <FormattedMessage id="mail.unread" />{' '}
        </span>
      ) : null}
      {subject}
    </>
  );
}
