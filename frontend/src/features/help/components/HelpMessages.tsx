import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { helpCatalogs } from '../locales';

/** Every help page renders inside this: the help centre's messages are its own catalog. */
export function HelpMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={helpCatalogs}>{children}</FeatureMessages>;
}
