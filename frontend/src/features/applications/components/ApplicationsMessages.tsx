import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { applicationsCatalogs } from '../locales';

/** My Application renders inside this: its newer messages are the feature's own catalog. */
export function ApplicationsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={applicationsCatalogs}>{children}</FeatureMessages>;
}
