import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';
import type { SelectOption } from './SelectField';

/** A SelectField's options for a fixed set of values, each labelled by its message. */
export function messageOptions<V extends string>(
  intl: IntlShape,
  values: readonly V[],
  labels: Readonly<Record<V, MessageId>>,
): SelectOption[] {
  return values.map((value) => ({
    value,
    label: intl.formatMessage({ id: labels[value] }),
  }));
}
