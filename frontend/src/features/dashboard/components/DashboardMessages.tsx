import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { dashboardCatalogs } from '../locales';

/** The dashboard renders inside this: its analytics texts are its own catalog. */
export function DashboardMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={dashboardCatalogs}>{children}</FeatureMessages>;
}
