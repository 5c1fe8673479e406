import { PREVIEW_ERROR_MESSAGE } from '@fitfit/contracts';
import { Alert, Image, Modal } from '@mantine/core';
import { useState } from 'react';
import { useScreenSize } from './screen';

interface Props {
  src: string | null;
  title?: string;
  onClose(): void;
}

/** Image preview (SPEC §4, §9): 55vw on large screens, 70vw otherwise; a broken image says so. */
export const ImagePreview = ({ src, title = 'Aperçu', onClose }: Props) => {
  const size = useScreenSize();
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Modal opened={src !== null} onClose={onClose} title={title} size={size === 'lg' ? '55vw' : '70vw'} centered>
      {src && failed === src ? (
        <Alert color="red">{PREVIEW_ERROR_MESSAGE}</Alert>
      ) : (
        src && <Image src={src} alt={title} fit="contain" mah="70vh" onError={() => setFailed(src)} />
      )}
    </Modal>
  );
};
