import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { scorecardsCatalogs } from '../locales';

/** Every part of the structured interviews renders inside this: its messages are its own catalog. */
export function ScorecardsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={scorecardsCatalogs}>{children}</FeatureMessages>;
}
