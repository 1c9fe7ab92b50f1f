import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { stagesCatalogs } from '../locales';

/** Every part of the hiring process renders inside this: its messages are its own catalog. */
export function StagesMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={stagesCatalogs}>{children}</FeatureMessages>;
}
