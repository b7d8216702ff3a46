import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useServerForm } from '../../lib/forms';
import { toast } from '../../ui/toast';

/**
 * A content form's state and its save, with the record's contract schema as its rules: the form
 * starts from the record (or the empty one), a refusal lands under the fields it names, and a save
 * says so and shows the saved record.
 */
export function useContentForm<Input extends FieldValues, Output>(options: {
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  fields: readonly Path<Input>[];
  save: (values: Output) => Promise<{ data: { id: number } }>;
  onSaved?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues as DefaultValues<Input>,
  });
  const { formError, submit } = useServerForm(form, {
    fields: options.fields,
    onSubmit: async (values) => {
      const saved = await options.save(values);
      toast(t('content.saved'));
      options.onSaved?.(saved.data.id);
      return 'stay';
    },
  });
  return { form, formError, submit };
}
