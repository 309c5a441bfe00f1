import { useRef } from 'react';
import { UPLOAD_ACCEPT } from '@remit/contract/upload';

/**
 * A hidden file input of the upload kinds (PDF, JPEG, PNG) opened by a visible button: put `input` in the
 * page and call `open` from the button. It hands over the one file chosen, then clears itself so that the
 * same file can be chosen again.
 */
export const useFilePicker = (name: string, onChoose: (file: File | undefined) => void) => {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      name={name}
      accept={UPLOAD_ACCEPT}
      hidden
      tabIndex={-1}
      aria-hidden
      onChange={(e) => {
        onChoose(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
  return { input, open: () => ref.current?.click() };
};
