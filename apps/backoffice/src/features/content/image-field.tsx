import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../lib/forms';
import { Button } from '../../ui/button';
import { useFieldError } from '../../ui/field';
import { uploadImage } from './api';

/**
 * An image of a record: its preview, an upload (the server checks the file's content and size and
 * answers the stored image's address) and removal. The address itself is what the form saves.
 */
export function ImageField({
  value,
  onChange,
  error,
  label,
  hint,
  thumbnail = true,
  removable = true,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  /** The field's name; "Image" when not given. */
  label?: string;
  /** What to upload (shape, size); the accepted kinds and size when not given. */
  hint?: string;
  /** False when the form shows the image itself (a banner's slide preview). */
  thumbnail?: boolean;
  /** False when the record needs an image: no "remove". */
  removable?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const fieldError = useFieldError(error);
  const shown = uploadError ?? fieldError;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(undefined);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setUploadError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <span className="block text-xs font-medium text-zinc-700">{label ?? t('content.image.label')}</span>
      <div className="flex flex-wrap items-center gap-3">
        {thumbnail ? <ImagePreview value={value} /> : null}
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={id}
            className="inline-flex h-8 cursor-pointer items-center justify-center rounded-md border border-zinc-300 bg-white px-3 text-xs font-medium text-zinc-800 hover:bg-zinc-50"
          >
            {busy ? t('content.image.uploading') : t('content.image.upload')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            disabled={busy}
            data-testid="image-upload"
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {value && removable ? (
            <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
              {t('content.image.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {shown ? (
        <p className="text-xs text-red-600" role="alert">
          {shown}
        </p>
      ) : (
        <p className="text-xs text-zinc-500">{hint ?? t('content.image.hint')}</p>
      )}
    </div>
  );
}

/** The image as it is now, or "no image". */
function ImagePreview({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-20 w-32 items-center justify-center overflow-hidden rounded-md border border-zinc-200 bg-zinc-50">
      {value ? (
        <img src={value} alt="" className="h-full w-full object-contain" data-testid="image-preview" />
      ) : (
        <span className="text-xs text-zinc-400">{t('content.image.none')}</span>
      )}
    </div>
  );
}
