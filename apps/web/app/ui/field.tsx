import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { EyeIcon, EyeOffIcon } from './icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'size'>;

export interface FieldProps extends InputProps {
  label: string;
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something inside the input on the right, e.g. the show/hide button. */
  trailing?: ReactNode;
  /** Keep only digits while typing (phone, OTP, account number). */
  digitsOnly?: boolean;
}

/**
 * A labelled input; its error shows under it and is tied to it for screen readers. The line for the
 * error is always there, empty until the error shows: leaving a field (spec §5: required-ness is
 * checked once a field is touched) happens on the press of whatever is tapped next, and a message
 * that pushed the layout then would move that button or link from under the finger, so the tap
 * would miss (a bottom sheet grows upwards, moving everything above the field).
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  hint,
  trailing,
  digitsOnly,
  className = '',
  ...inputProps
}: FieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clean = (typed: string) => (digitsOnly ? typed.replace(/\D/g, '') : typed);
  // What was typed into the server-rendered input before its part hydrated (a lazy popup's chunk
  // still on its way, decision 29) or what the browser restored: adopt it rather than wipe it.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && (value ?? '') === '') onChange(clean(typed));
    // Once, at hydration: later changes come through onChange.
  }, []);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-2 ${className}`}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-200">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          name={name}
          value={value ?? ''}
          onChange={(event) => onChange(clean(event.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-12 w-full rounded-xl border bg-ink-950/70 px-3.5 text-base text-white placeholder:text-ink-500 transition outline-none focus:border-gold-300 focus:ring-2 focus:ring-gold-400/25 ${
            error ? 'border-rose-400/80' : 'border-ink-600'
          } ${trailing ? 'pr-12' : ''}`}
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <div id={hintId} className="mt-1.5 text-xs leading-relaxed text-ink-400">
          {hint}
        </div>
      ) : null}
      <p id={errorId} className="mt-1 min-h-5 text-xs leading-5 font-medium text-rose-300">
        {error}
      </p>
    </div>
  );
}

/** A password input with the show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          className="rounded-lg p-2 text-ink-300 hover:text-gold-200"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
