import type { MessageId } from '@/lib/i18n/catalogs';
import type { MailLabel, MailView } from '../api/types';

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
