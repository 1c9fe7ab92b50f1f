import type { MessageId } from './catalogs';

// Every message id given to react-intl must exist in the English catalog.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
