import type { MessageId } from '@/lib/i18n/catalogs';

export const APPLY_STEPS: MessageId[] = [
  'apply.step.profile',
  'apply.step.questions',
  'apply.step.consent',
  'apply.step.review',
];
