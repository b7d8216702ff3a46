import { TextField } from '../../ui/field';

/** An ISO time as the browser's local `datetime-local` value (minutes), or '' for none. */
function localValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A moment picked in the operator's own time zone, kept as an ISO time (null when empty). */
export function DateTimeField({
  label,
  hint,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  hint?: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  name: string;
}) {
  return (
    <TextField
      type="datetime-local"
      name={name}
      label={label}
      hint={hint}
      error={error}
      value={localValue(value)}
      onChange={(event) => onChange(event.target.value ? new Date(event.target.value).toISOString() : null)}
    />
  );
}
