import { FormattedMessage, useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { AdminHelpCategory } from '../api/types';
import type { MetaFields } from './EntryForm';
import { MAX_SLUG } from './slug';

/** The entry form's ids and errors, which each field takes under its own name. */
interface FieldBase {
  form: MetaFields;
}

/** The category an entry belongs to; a FAQ entry may have none, an article must have one. */
export function CategorySelect({
  form,
  value,
  onChange,
  categories,
  optional,
}: FieldBase & {
  value: string;
  onChange: (value: string) => void;
  categories: readonly AdminHelpCategory[];
  optional: boolean;
}) {
  const intl = useIntl();
  return (
    <SelectField
      id={form.idOf('category')}
      label={<FormattedMessage id="help.form.category" />}
      error={form.errorFor('category')}
      value={value}
      onChange={onChange}
      leading={
        <option value="" disabled={!optional}>
          {intl.formatMessage({
            id: optional ? 'help.admin.noCategory' : 'help.form.chooseCategory',
          })}
        </option>
      }
      options={categories.map((category) => ({
        value: String(category.id),
        label: category.name,
        lang: category.language,
      }))}
    />
  );
}

/** An address name, with the page's address it makes below it. */
export function SlugField({
  form,
  value,
  onChange,
  path,
}: FieldBase & { value: string; onChange: (value: string) => void; path: string }) {
  return (
    <TextField
      id={form.idOf('slug')}
      label={<FormattedMessage id="help.form.slug" />}
      error={form.errorFor('slug')}
      value={value}
      onChange={onChange}
      maxLength={MAX_SLUG}
      spellCheck={false}
      autoComplete="off"
      dir="ltr"
      hint={
        <FormattedMessage
          id="help.form.slugHint"
          values={{ path: <bdi className="font-monospace">{path}</bdi> }}
        />
      }
      keepHint
      hintClassName="text-break"
    />
  );
}
