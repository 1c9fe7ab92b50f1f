import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { homeCatalogs } from '../locales';

/** The dashboard renders inside this: its analytics texts are the home feature's own catalog. */
export function HomeMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={homeCatalogs}>{children}</FeatureMessages>;
}
