import Col, { type ColProps } from 'react-bootstrap/Col';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/TextField';
import type { MessageId } from '@/lib/i18n/catalogs';

/** One text of a profile entry: where it goes, how it is labelled and typed. */
export interface DraftFieldSpec<K extends string> {
  key: K;
  /** The control's id after the entry's prefix. */
  id: string;
  label: MessageId;
  type?: 'text' | 'tel' | 'date';
  required?: boolean;
  /** A text of several lines. */
  multiline?: boolean;
  /** The column's widths in the entry's row. */
  col: Pick<ColProps, 'xs' | 'md'>;
}

/** The columns of an entry's texts (an education, a position), each a labelled field. */
export function DraftFields<K extends string>({
  prefix,
  fields,
  values,
  onChange,
}: {
  prefix: string;
  fields: readonly DraftFieldSpec<K>[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
}) {
  const intl = useIntl();
  return fields.map(({ key, id, label, type, required, multiline, col }) => (
    <Col key={key} {...col}>
      <TextField
        id={`${prefix}-${id}`}
        className=""
        label={intl.formatMessage({ id: label })}
        type={type}
        rows={multiline ? 4 : undefined}
        required={required}
        value={values[key]}
        onChange={(value) => onChange(key, value)}
      />
    </Col>
  ));
}
