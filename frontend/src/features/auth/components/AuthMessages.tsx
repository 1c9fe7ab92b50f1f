import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { authCatalogs } from '../locales';

/**
 * The invitation page, the sign-in's second step and the lock screen render inside this: their
 * messages are the auth feature's own catalog.
 */
export function AuthMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={authCatalogs}>{children}</FeatureMessages>;
}
