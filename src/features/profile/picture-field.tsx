// The profile picture: a PNG or JPEG chosen from the device, screened by the picture rule before the form sees it
// (the caller's screenPicture), shown at once once taken; a refused one is never shown, and without a new choice
// the picture on file stays (and is shown).
import { useEffect, useId, useState } from 'react';
import { imageTypeOf } from '#contract/profile-bio.ts';
import { base64ToBytes } from '#contract';
import { describedBy, FieldFrame } from '#ui/field-frame.tsx';
import { FilePicker } from '#ui/file-picker.tsx';

interface PictureFieldProps {
  /** The newly chosen picture, if any. */
  value: Blob | undefined;
  /** The picture on file (base64), if any. */
  current?: string | undefined;
  onPicture: (file: File | undefined) => void;
  error?: string | undefined;
}

/** The data URL of a stored picture, with the type its bytes say. */
function storedPictureUrl(base64: string): string | null {
  const bytes = base64ToBytes(base64.slice(0, 16));
  const type = bytes.ok ? imageTypeOf(bytes.value) : null;
  return type ? `data:${type};base64,${base64}` : null;
}

export function PictureField({ value, current, onPicture, error }: PictureFieldProps) {
  const id = useId();
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!value || !/^image\/(png|jpeg)$/.test(value.type)) return setChosenUrl(null);
    const url = URL.createObjectURL(value);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  const shown = chosenUrl ?? (current ? storedPictureUrl(current) : null);
  const hint = 'A PNG or JPEG image under 2 MB.';
  return (
    <FieldFrame id={id} label="Picture" error={error} hint={hint}>
      <div className="flex items-center gap-3">
        {shown ? (
          <img src={shown} alt="Your picture" className="size-16 rounded-full object-cover ring-1 ring-slate-200" />
        ) : (
          <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-slate-200 text-slate-500">
            ?
          </span>
        )}
        <FilePicker
          id={id}
          label="Picture"
          text="Choose picture"
          accept="image/png,image/jpeg"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onFile={onPicture}
        />
      </div>
    </FieldFrame>
  );
}
