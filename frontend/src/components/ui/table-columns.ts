import type { MessageId } from '@/lib/i18n/catalogs';
import type { TableColumn } from './TableHead';

/** Columns of figures: their headings stand at the end, over the numbers. */
export function figureColumns(...ids: MessageId[]): TableColumn[] {
  return ids.map((id) => ({ id, className: 'text-end' }));
}
