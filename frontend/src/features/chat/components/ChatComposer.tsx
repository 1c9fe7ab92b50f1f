import { type KeyboardEvent, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Send } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useSendChatMessage } from '../api/send-chat-message';
import { MESSAGE_MAX_LENGTH } from '../api/types';
import { sendTyping } from '../socket/chat-socket';

/** The counter shows when this few characters are left. */
const COUNT_FROM = 200;
const MAX_ROWS = 5;

/** The message box: Enter sends, Shift+Enter starts a new line; at most 2,000 characters. */
export function ChatComposer({ contactId, name }: { contactId: string; name: string }) {
  const intl = useIntl();
  const { errorTextWithFields } = useApiErrorText();
  const send = useSendChatMessage();
  const [text, setText] = useState('');
  const left = MESSAGE_MAX_LENGTH - text.length;
  const id = 'chat-composer';

  const submit = () => {
    if (send.isPending || text.trim() === '') return;
    send.mutate({ contactId, message: text }, { onSuccess: () => setText('') });
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="chat-composer border-top p-2">
      <FormAlert message={send.error ? errorTextWithFields(send.error) : null} />
      <div className="d-flex align-items-end gap-2">
        <Form.Label htmlFor={id} visuallyHidden>
          <FormattedMessage id="chat.messageTo" values={{ name }} />
        </Form.Label>
        <Form.Control
          id={id}
          as="textarea"
          rows={Math.min(Math.max(text.split('\n').length, 1), MAX_ROWS)}
          className="chat-composer-input"
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'chat.messageTo' }, { name })}
          aria-describedby={`${id}-hint`}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            if (send.error) send.reset();
            if (event.target.value.trim() !== '') sendTyping(contactId);
          }}
        />
        <Button
          type="submit"
          className="flex-shrink-0"
          disabled={send.isPending}
          aria-label={intl.formatMessage({ id: 'chat.send' })}
        >
          <Send size={18} aria-hidden="true" />
        </Button>
      </div>
      <Form.Text id={`${id}-hint`} muted className="d-flex flex-wrap gap-2 small">
        <span className="visually-hidden">
          <FormattedMessage id="chat.composerHint" />
        </span>
        {left <= COUNT_FROM ? (
          <span className="ms-auto">
            <FormattedMessage id="chat.charactersLeft" values={{ count: left }} />
          </span>
        ) : null}
      </Form.Text>
    </Form>
  );
}
