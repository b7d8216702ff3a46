import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/field';

/** A titled group of a content form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The end of a content form: its error that belongs to no field and the save button. */
export function SaveRow({ formError, busy }: { formError: string | undefined; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={formError} />
      <div className="flex justify-end gap-2">
        <Button type="submit" variant="primary" busy={busy} data-testid="content-save">
          {t('content.save')}
        </Button>
      </div>
    </>
  );
}

/** The on/off switch of a record. */
export function ActiveCheckbox({
  label,
  ...input
}: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-[13px] text-zinc-800">
      <input type="checkbox" className="size-4 rounded border-zinc-300" {...input} />
      {label}
    </label>
  );
}

/** The order of a record in its list (lower first); spread `form.register('sort_order', { valueAsNumber: true })`. */
export function OrderField({
  error,
  ...input
}: { error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min="0"
      label={t('content.order')}
      hint={t('content.orderHint')}
      error={error}
      {...input}
    />
  );
}
