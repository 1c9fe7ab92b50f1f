import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { schedulingCatalogs } from '../locales';

/** Every part of self-scheduling renders inside this: its messages are its own catalog. */
export function SchedulingMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={schedulingCatalogs}>{children}</FeatureMessages>;
}
