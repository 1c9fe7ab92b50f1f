import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { recruitingCatalogs } from '../locales';

/** The recruiting pages render inside this: the desk's messages are the feature's own catalog. */
export function RecruitingMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={recruitingCatalogs}>{children}</FeatureMessages>;
}
