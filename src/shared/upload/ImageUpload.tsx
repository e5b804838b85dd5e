import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '@common/api/upload';
import { CloseIcon, IconButton, ImageIcon, toast } from '@/ui';
import { uploadImage } from './upload';
import { IMAGE_TYPES, imageProblem } from './upload-image';
import { sessionAtom } from '@/lib/store';
import { useAuthorizedImage } from './useAuthorizedImage';
import styles from './ImageUpload.module.css';

/**
 * An image the server has: its url (what the form sends) and a local preview of the same picture; the preview is
 * empty for an image sent before (a form filled again), which is then fetched from the server to be shown.
 */
export interface UploadedImage {
  url: string;
  preview: string;
}

interface ImageUploadProps {
  label: string;
  /** The form field's name, so a problem can focus it. */
  name: string;
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  error?: string | undefined;
}

/**
 * One image (spec: max one per field), uploaded as soon as it is chosen; a failed upload clears it (spec section 8).
 * The preview is the chosen file itself, so it shows without asking the server.
 */
export function ImageUpload({ label, name, value, onChange, error }: ImageUploadProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  // The fraction of the chosen file sent so far, while it uploads.
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationKey: ['upload', name],
    mutationFn: (file: File) => uploadImage(file, setSent),
    onMutate: () => setSent(0),
    onSuccess: (url, file) => onChange({ url, preview: URL.createObjectURL(file) }),
    onError: () => onChange(null),
  });
  const uploading = upload.isPending;
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const stored = useAuthorizedImage(value && !value.preview ? value.url : null, token);
  const shown = value ? value.preview || stored : null;

  // A replaced or removed picture's preview is let go.
  useEffect(
    () => () => {
      if (value?.preview) URL.revokeObjectURL(value.preview);
    },
    [value],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      onChange(null);
      const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024;
      toast.show(
        problem === 'size' ? t`The image must be ${megabytes} MB or smaller` : t`Please choose a JPEG, PNG or WebP image`,
        'error',
      );
      return;
    }
    onChange(null);
    upload.mutate(file);
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={styles.frame}>
        <label htmlFor={inputId} className={error ? `${styles.box} ${styles.invalid}` : styles.box}>
          <input
            id={inputId}
            name={name}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className={styles.input}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            disabled={uploading}
            onChange={choose}
          />
          {uploading ? <UploadProgressBar fraction={sent} label={t`Uploading`} /> : null}
          {!uploading && shown ? <img className={styles.preview} src={shown} alt={label} /> : null}
          {!uploading && !value ? (
            <>
              <ImageIcon size={28} />
              <span>{t`Tap to choose an image`}</span>
            </>
          ) : null}
        </label>
        {/* Outside the label, so removing does not open the file chooser. */}
        {value ? (
          <IconButton label={t`Remove the image`} className={styles.remove} onClick={() => onChange(null)}>
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
      </div>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** How much of the picture has been sent, as a bar and a percentage. */
function UploadProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <span className={styles.progress}>
      <progress className={styles.bar} max={100} value={percent} aria-label={label} />
      <span className="num" dir="ltr">
        {percent}%
      </span>
    </span>
  );
}
