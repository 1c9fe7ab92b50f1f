import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { jobAlertsCatalogs } from '../locales';

/** The job alerts' parts render inside this: their messages are the feature's own catalog. */
export function JobAlertMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={jobAlertsCatalogs}>{children}</FeatureMessages>;
}
