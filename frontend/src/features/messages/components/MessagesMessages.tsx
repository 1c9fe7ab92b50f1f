import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { messagesCatalogs } from '../locales';

/** Every mail component other pages show renders inside this: the mail's messages are its own catalog. */
export function MessagesMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={messagesCatalogs}>{children}</FeatureMessages>;
}
