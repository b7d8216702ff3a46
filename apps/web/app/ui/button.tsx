import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../lib/use-hydrated';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary:
    'bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 text-ink-950 shadow-[0_6px_20px_-6px_rgba(245,180,40,0.65)] hover:brightness-110 active:brightness-95',
  secondary:
    'border border-gold-400/60 bg-ink-800/60 text-gold-200 hover:border-gold-300 hover:bg-ink-700/70',
  ghost: 'text-ink-100 hover:bg-white/5',
  danger: 'bg-gradient-to-b from-rose-500 to-rose-700 text-white hover:brightness-110',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-[0.95rem]',
  lg: 'h-12 px-6 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', block = false): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition disabled:cursor-not-allowed disabled:opacity-55 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
    variants[variant],
    sizes[size],
    block ? 'w-full' : '',
  ].join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  loading?: boolean;
};

/**
 * A button of the site's look. A submit button stays disabled until its form has hydrated: before
 * that, the browser would send the form itself (a GET with the password in the address) and the
 * tap would never reach React; a disabled default button also stops Enter from submitting. Only a
 * submit button asks whether the page has hydrated: the question costs each asker a second render
 * right after hydration.
 */
export function Button(props: ButtonProps) {
  return props.type === 'submit' ? <SubmitButton {...props} /> : <SiteButton {...props} />;
}

function SubmitButton(props: ButtonProps) {
  const hydrated = useHydrated();
  return <SiteButton {...props} disabled={props.disabled || !hydrated} />;
}

function SiteButton({
  variant,
  size,
  block,
  loading,
  className = '',
  children,
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      className={`${buttonClass(variant, size, block)} ${className}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={16} /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & { variant?: Variant; size?: Size; block?: boolean };

export function ButtonLink({ variant, size, block, className = '', ...props }: ButtonLinkProps) {
  return <Link className={`${buttonClass(variant, size, block)} ${className}`} {...props} />;
}
