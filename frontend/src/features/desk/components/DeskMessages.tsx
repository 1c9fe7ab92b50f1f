import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { deskCatalogs } from '../locales';

/** The recruiting pages render inside this: the desk's messages are the feature's own catalog. */
export function DeskMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={deskCatalogs}>{children}</FeatureMessages>;
}
