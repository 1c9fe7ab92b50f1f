import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { todoCatalogs } from '../locales';

/** Every To-do component renders inside this: the To-do app's messages are its own catalog. */
export function TodoMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={todoCatalogs}>{children}</FeatureMessages>;
}
