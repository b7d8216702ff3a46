import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { DialogActions } from '../../ui/dialog';
import { FormError } from '../../ui/field';

/** The end of the desk's dialog forms: the server's message for no field, cancel and save. */
export function FormActions({
  formError,
  close,
  submitting,
}: {
  formError: string | undefined;
  close: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={formError} />
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button type="submit" variant="primary" busy={submitting}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </>
  );
}
