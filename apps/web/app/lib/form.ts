import { useCallback, useMemo, useState, type FormEvent } from 'react';

type Values = Record<string, string>;
export type FieldErrors<T extends Values> = Partial<Record<keyof T, string | null>>;

/**
 * A small form state: values, touched fields and the errors of a validate function. An error
 * shows once its field was left (touched) or a submit was tried (spec §5); an invalid form is
 * not sent.
 */
export function useForm<T extends Values>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);

  const setValue = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const visibleError = (name: keyof T): string | undefined =>
    (touched[name] || submitted) && errors[name] ? (errors[name] ?? undefined) : undefined;

  const field = (name: keyof T) => ({
    name: String(name),
    value: values[name],
    error: visibleError(name),
    onChange: (value: string) => setValue(name, value),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const isValid = Object.values(errors).every((error) => !error);

  const handleSubmit = (onValid: (values: T) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) return;
    void onValid(values);
  };

  const reset = (next: T = initial) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  return { values, setValue, field, errors, isValid, handleSubmit, reset };
}
