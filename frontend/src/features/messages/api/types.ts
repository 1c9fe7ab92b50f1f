import { allOf, type QueryOf, type Schemas } from '@/lib/api/types';

export type MailFolder = Schemas['MailFolder'];
export type MailLabel = Schemas['MailLabel'];
export type MailPerson = Schemas['MailPerson'];
export type MailAttachment = Schemas['MailAttachment'];
export type MailSummary = Schemas['MailSummary'];
export type MailMessage = Schemas['MailMessage'];
export type MailThread = Schemas['MailThread'];
export type MailCounts = Schemas['MailCounts'];
export type MailContact = Schemas['MailContact'];
export type NewMail = Schemas['NewMail'];

/** The list's filters as the document names them (`folder` also takes "starred"). */
export type MailListParams = QueryOf<'/api/v1/mail'>;
/** What the folder navigation offers: the stored folders and the starred view. */
export type MailView = NonNullable<MailListParams['folder']>;

export const MAIL_VIEWS = allOf<MailView>()(['inbox', 'sent', 'draft', 'starred', 'spam', 'trash']);
export const MAIL_LABELS = allOf<MailLabel>()(['personal', 'company', 'important', 'private']);

/** The template's colours: each label's dot and badge. */
export const LABEL_VARIANT: Record<MailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

/** Where a stored folder's list lives. */
export function viewPath(view: MailView): string {
  return `/email/${view}`;
}

export function isMailLabel(value: string | undefined): value is MailLabel {
  return (MAIL_LABELS as readonly string[]).includes(value ?? '');
}
