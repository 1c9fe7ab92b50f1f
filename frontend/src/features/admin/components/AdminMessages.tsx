import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { adminCatalogs } from '../locales';

/** The user pages render inside this: their messages are the admin feature's own catalog. */
export function AdminMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={adminCatalogs}>{children}</FeatureMessages>;
}
