import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { settingsCatalogs } from '../locales';

/** The user pages render inside this: their messages are the settings feature's own catalog. */
export function SettingsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={settingsCatalogs}>{children}</FeatureMessages>;
}
