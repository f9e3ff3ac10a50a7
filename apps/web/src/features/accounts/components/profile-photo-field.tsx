import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { resolveAvatarUrl } from '@formation/domain';

import { env } from '@/config/env';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, photoProblem } from '@/features/accounts/sign-in/photo-check';
import { FieldError } from '@/shared/forms/field-error';

/**
 * The profile photo: the current one, or a preview of the file just chosen; type and size are
 * checked before anything is sent.
 */
export function ProfilePhotoField({
  current,
  file,
  onFile,
}: {
  current: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file === null ? null : URL.createObjectURL(file)), [file]);
  const [broken, setBroken] = useState<string | null>(null);

  useEffect(() => {
    if (preview === null) {
      // The chosen file was dropped (cancelled or saved): the input forgets it too.
      if (inputRef.current !== null) inputRef.current.value = '';
      return;
    }
    return () => {
      URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const options = env.images;
  const shown =
    preview ?? (broken === current ? resolveAvatarUrl('', options) : resolveAvatarUrl(current, options));

  return (
    <div className="flex flex-wrap items-center gap-5">
      <img
        src={shown}
        alt={file === null ? t('profile.photo.current') : t('profile.photo.preview')}
        width={96}
        height={96}
        onError={() => {
          if (preview === null) setBroken(current);
        }}
        className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {t('profile.photo.label')}
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${problem === null ? '' : ` ${id}-error`}`}
            aria-invalid={problem === null ? undefined : true}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen === null) return;
              const found = photoProblem(chosen);
              if (found === null) {
                setProblem(null);
                onFile(chosen);
              } else {
                setProblem(
                  found === 'type'
                    ? t('profile.photo.badType')
                    : t('profile.photo.tooLarge', { max: PHOTO_MAX_MB }),
                );
                event.target.value = '';
                onFile(null);
              }
            }}
            className="peer sr-only"
          />
          {/* The browser's own file button speaks its own language: this one speaks the page's. */}
          <label
            htmlFor={id}
            aria-hidden="true"
            className="cursor-pointer rounded-lg bg-orange-50 px-4 py-2 text-sm font-semibold text-brand-dark hover:bg-orange-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark"
          >
            {t('profile.photo.choose')}
          </label>
          <span className="min-w-0 truncate text-sm text-slate-600">
            {file === null ? t('profile.photo.none') : file.name}
          </span>
        </div>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('profile.photo.hint', { max: PHOTO_MAX_MB })}
        </p>
        <FieldError id={`${id}-error`} error={problem} role="alert" />
        {file === null ? null : (
          <button
            type="button"
            onClick={() => {
              onFile(null);
            }}
            className="self-start rounded text-sm font-semibold text-brand-dark hover:underline focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t('profile.photo.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
