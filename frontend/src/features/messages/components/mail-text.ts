import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { MailLabel, MailPerson, MailView } from '../api/types';

export const viewTitle: Record<MailView, MessageId> = {
  inbox: 'mail.folder.inbox',
  sent: 'mail.folder.sent',
  draft: 'mail.folder.draft',
  starred: 'mail.folder.starred',
  spam: 'mail.folder.spam',
  trash: 'mail.folder.trash',
};

export const labelTitle: Record<MailLabel, MessageId> = {
  personal: 'mail.label.personal',
  company: 'mail.label.company',
  important: 'mail.label.important',
  private: 'mail.label.private',
};

/** People as a message's header names them: "Ada Applicant, Sam Staff". */
export function namesOf(people: readonly Pick<MailPerson, 'name'>[]): string {
  return people.map((person) => person.name).join(', ');
}

/** A message's subject as shown: "(no subject)" when it has none. */
export function useSubjectText(): (subject: string) => string {
  const intl = useIntl();
  return (subject) => subject.trim() || intl.formatMessage({ id: 'mail.noSubject' });
}
