import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { mailCatalogs } from '../locales';

/** Every mail component other pages show renders inside this: the mail's messages are its own catalog. */
export function MailMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={mailCatalogs}>{children}</FeatureMessages>;
}
