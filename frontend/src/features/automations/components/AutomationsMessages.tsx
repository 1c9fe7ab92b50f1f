import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { automationsCatalogs } from '../locales';

/** Every part of the automations renders inside this: its messages are its own catalog. */
export function AutomationsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={automationsCatalogs}>{children}</FeatureMessages>;
}
