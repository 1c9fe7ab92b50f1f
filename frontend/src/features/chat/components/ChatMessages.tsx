import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { chatCatalogs } from '../locales';

/**
 * Every chat component that shows text renders inside this: the chat's messages are its own
 * catalog. The shell's unread badge (`chat.unreadCount`, also used by UnseenBadge) stays in the
 * core catalog, as does every text the shell shows without the chat's code.
 */
export function ChatMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={chatCatalogs}>{children}</FeatureMessages>;
}
