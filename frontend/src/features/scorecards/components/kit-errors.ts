import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import type { KitRow } from './kit-rows';

/** Puts the focus on an element once the list has been drawn again (not on a disabled button). */
export function focusSoon(id: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target && !(target instanceof HTMLButtonElement && target.disabled)) target.focus();
  });
}

/**
 * The server's problems with a kit as it was sent, where `field` is the kit's own name
 * (`attributes` for a vacancy's kit, `stages.N.kit` for a template stage's): `field` above the
 * list, `field.N.names` at that attribute's name, `field.N` (texts too long) at the attribute.
 * N counts the attributes as sent, so a problem stays with its attribute while the list changes.
 */
export function useKitErrors(error: unknown, field: string, sent: readonly KitRow[]) {
  const { errorText, codeText } = useApiErrorText();
  const fields = error instanceof ApiError ? error.fields : {};
  const names = Object.keys(fields);
  const attributeField = new RegExp(`^${field.replaceAll('.', '\\.')}\\.(\\d+)(\\.names)?$`);
  const onFields =
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    names.length > 0 &&
    names.every((name) => name === field || attributeField.test(name));
  const fieldText = (name: string) => {
    const problem = fields[name];
    return problem ? codeText(problem.code) : null;
  };
  const at = (row: KitRow, part: string) => {
    const index = sent.findIndex((candidate) => candidate.key === row.key);
    return index === -1 ? null : fieldText(`${field}.${index}${part}`);
  };
  return {
    /** A failure that names no field of the kit (a conflict, a lost connection). */
    formError: error && !onFields ? errorText(error) : null,
    listError: fieldText(field),
    namesError: (row: KitRow) => at(row, '.names'),
    textError: (row: KitRow) => at(row, ''),
  };
}

export type KitErrors = ReturnType<typeof useKitErrors>;
