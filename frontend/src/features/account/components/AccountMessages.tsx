import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { accountCatalogs } from '../locales';

/** The account pages and card render inside this: their messages are the feature's own catalog. */
export function AccountMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={accountCatalogs}>{children}</FeatureMessages>;
}
