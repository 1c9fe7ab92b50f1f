import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { calendarCatalogs } from '../locales';

/** Every calendar component renders inside this: the calendar's messages are its own catalog. */
export function CalendarMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={calendarCatalogs}>{children}</FeatureMessages>;
}
