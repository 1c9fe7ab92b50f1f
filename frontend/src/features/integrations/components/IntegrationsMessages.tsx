import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { integrationsCatalogs } from '../locales';

/** Every part of the integrations renders inside this: its messages are its own catalog. */
export function IntegrationsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={integrationsCatalogs}>{children}</FeatureMessages>;
}
