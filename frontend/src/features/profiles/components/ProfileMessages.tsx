import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { profilesCatalogs } from '../locales';

/** The profile's parts render inside this: their messages are the feature's own catalog. */
export function ProfileMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={profilesCatalogs}>{children}</FeatureMessages>;
}
