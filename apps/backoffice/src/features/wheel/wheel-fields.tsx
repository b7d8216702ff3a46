import type { SaveWheelRequest, SaveWheelValues } from '@chaba/contracts/wheel';
import type { Path, UseFormReturn } from 'react-hook-form';
import { FormError, TextField, useFieldError } from '../../ui/field';

export type WheelForm = UseFormReturn<SaveWheelRequest, unknown, SaveWheelValues>;

/** A number input of the form (baht, multiples, weights), its refusal under it. */
export function NumberField(props: {
  form: WheelForm;
  name: Path<SaveWheelRequest>;
  label: string;
  hint?: string;
  step?: string;
  /** Empty means null (a rule that is off). */
  nullable?: boolean;
  className?: string;
}) {
  const { form, name } = props;
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step={props.step ?? '0.01'}
      min="0"
      label={props.label}
      hint={props.hint}
      className={props.className}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(
        name,
        props.nullable
          ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }
          : { valueAsNumber: true },
      )}
    />
  );
}

export function Check({
  form,
  name,
  label,
}: {
  form: WheelForm;
  name: Path<SaveWheelRequest>;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 text-[13px] text-zinc-800">
      <input type="checkbox" className="size-4 rounded border-zinc-300" {...form.register(name)} />
      {label}
    </label>
  );
}

/** A list's own refusal (the prizes, the levels, the seven days), in the console's language. */
export function ListError({ message }: { message: string | undefined }) {
  return <FormError message={useFieldError(message)} />;
}
