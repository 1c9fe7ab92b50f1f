import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { searchCatalogs } from '../locales';

/** Every search and bookmark component renders inside this: the feature's messages are its own. */
export function SearchMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={searchCatalogs}>{children}</FeatureMessages>;
}
