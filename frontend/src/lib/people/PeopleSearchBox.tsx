import Form from 'react-bootstrap/Form';

/** The search box above a colleague select; `label` is its name and its placeholder. */
export function PeopleSearchBox({
  label,
  className,
  value,
  onChange,
}: {
  label: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Control
      type="search"
      size="sm"
      className={className}
      maxLength={100}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
