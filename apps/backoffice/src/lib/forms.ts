import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts a refused call's messages where they belong: each field's under its input (the server names
 * fields as the contract does, which are the form's names), the rest as the form's own error.
 * Answers the message for the form, or undefined when every message found its field.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!(fields as readonly string[]).includes(field) || !messages[0]) continue;
    setError(field as Path<Values>, { type: 'server', message: messages[0] });
    placed = true;
  }
  return placed ? undefined : error.message;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The life of a form that sends one call: its refusal shown under the fields it names (the rest as
 * the form's error), and, for a dialog, closing after success (the form emptied). `onSubmit` answers
 * 'stay' to keep the dialog open (e.g. to show what the call answered).
 */
export function useServerForm<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  options: {
    fields: readonly Path<Values>[];
    onSubmit: (values: Output) => Promise<void | 'stay'>;
    onClose?: () => void;
  },
) {
  const [formError, setFormError] = useState<string>();
  const close = () => {
    form.reset();
    setFormError(undefined);
    options.onClose?.();
  };
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if ((await options.onSubmit(values)) !== 'stay') close();
    } catch (error) {
      setFormError(showServerErrors(error, form.setError, options.fields));
    }
  });
  return { formError, close, submit };
}
