import { FormattedMessage } from 'react-intl';
import { useChatSocket } from '../socket/chat-socket';

/**
 * Says that live updates are paused while the socket is not open (messages can still be sent;
 * what arrives meanwhile comes when it is back).
 */
export function ConnectionBanner() {
  const connection = useChatSocket((state) => state.connection);
  if (connection === 'open') return null;
  return (
    <div role="status" className="alert alert-warning py-1 px-3 mb-2 small">
      <FormattedMessage
        id={connection === 'connecting' ? 'chat.connecting' : 'chat.reconnecting'}
      />
    </div>
  );
}
