import { useCallback, useRef } from 'react';

interface Options {
  multiple?: boolean;
  accept?: string;
  onPick(files: File[]): void;
}

/** File picker (SPEC §4) with multiple and accept options: `open()` shows the system dialog. */
export const useFilePicker = ({ multiple = false, accept, onPick }: Options) => {
  const input = useRef<HTMLInputElement>(null);
  const open = useCallback(() => input.current?.click(), []);
  const element = (
    <input
      ref={input}
      type="file"
      hidden
      aria-hidden="true"
      tabIndex={-1}
      multiple={multiple}
      accept={accept}
      onChange={(event) => {
        const files = Array.from(event.currentTarget.files ?? []);
        event.currentTarget.value = '';
        if (files.length) onPick(files);
      }}
    />
  );
  return { open, element };
};
