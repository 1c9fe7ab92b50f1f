import type { ReactNode } from 'react';
import { FeatureMessages } from '@/lib/i18n/FeatureMessages';
import { tasksCatalogs } from '../locales';

/** Every To-do component renders inside this: the To-do app's messages are its own catalog. */
export function TasksMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogs={tasksCatalogs}>{children}</FeatureMessages>;
}
