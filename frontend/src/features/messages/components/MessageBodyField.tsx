import { FormattedMessage } from 'react-intl';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** A message's Markdown text: the error, else the Markdown hint, is tied to it for screen readers. */
export function MessageBodyField(props: Omit<TextFieldProps, 'hint' | 'type'> & { rows: number }) {
  return <TextField {...props} hint={<FormattedMessage id="recruiting.markdownHint" />} />;
}
