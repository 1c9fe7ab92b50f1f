import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { offersCatalogs } from '../locales';

/** Every part of the offers renders inside this: its messages are its own catalog. */
export function OffersMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={offersCatalogs}>{children}</FeatureMessages>;
}
