/** A field's problem under its control, shown only when there is one; the control names its id. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {error}
    </div>
  );
}
