import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';

const control =
  'block w-full rounded-md border border-zinc-300 bg-white px-3 text-[13px] text-zinc-900 shadow-xs placeholder:text-zinc-400 focus:border-accent-500 focus:ring-2 focus:ring-accent-100 focus:outline-none disabled:bg-zinc-50 disabled:text-zinc-500 aria-invalid:border-red-500 aria-invalid:focus:ring-red-100';

/**
 * A field's error in the console's language: the contracts' rules report codes ('required',
 * 'password_length'), the server already-written sentences; a code is looked up, a sentence shown.
 */
export function useFieldError(message: string | undefined): string | undefined {
  const { t, i18n } = useTranslation();
  if (!message) return undefined;
  const key = `validation.${message}`;
  return i18n.exists(key) ? t(key as 'validation.required') : message;
}

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}

function FieldFrame({ label, hint, error, children, className = '' }: FieldFrameProps) {
  const id = useId();
  const text = useFieldError(error);
  const describedBy = text ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-zinc-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': text ? true : undefined, 'aria-describedby': describedBy })}
      {text ? (
        <p id={`${id}-error`} className="text-xs text-red-600" role="alert">
          {text}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(aria) => <input ref={ref} className={`${control} h-9`} {...aria} {...input} />}
    </FieldFrame>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, hint, error, className, ref, ...input }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea ref={ref} rows={3} className={`${control} py-2`} {...aria} {...input} />}
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, hint, error, className, ref, children, ...input }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select ref={ref} className={`${control} h-9 pr-8`} {...aria} {...input}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** An input without a label of its own, for filter bars (the placeholder and aria-label name it). */
export function FilterInput({
  ref,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={`${control} h-9 ${className}`} {...input} />;
}

export function FilterSelect({
  ref,
  className = '',
  children,
  ...input
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select ref={ref} className={`${control} h-9 w-auto pr-8 ${className}`} {...input}>
      {children}
    </select>
  );
}

/** A form's error that belongs to no field (the server's message). */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-error"
      className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-700 ring-1 ring-red-200 ring-inset"
    >
      {message}
    </p>
  );
}
