import { Button, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ImagePreview } from '../../../ui/ImagePreview';
import { useFilePicker } from '../../../ui/useFilePicker';

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX = 5 * 1024 * 1024;

/**
 * Photo of a product or menu: shows the current one (click = preview), picks a new file (JPEG, PNG or WebP,
 * 5 Mo max); the server checks the real type again.
 */
export const PhotoField = ({
  url,
  pending,
  onPick,
  onRemove,
  busy,
}: {
  url: string | null;
  pending: File | null;
  onPick(file: File): void;
  onRemove(): void;
  busy?: boolean;
}) => {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return setPendingUrl(null);
    const u = URL.createObjectURL(pending);
    setPendingUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [pending]);
  const picker = useFilePicker({
    accept: PHOTO_ACCEPT,
    onPick: ([file]) => {
      if (!PHOTO_ACCEPT.split(',').includes(file.type))
        return setError('Format non pris en charge : choisissez une image JPEG, PNG ou WebP');
      if (file.size > MAX) return setError("L'image dépasse la taille maximale de 5 Mo");
      setError(null);
      onPick(file);
    },
  });
  const shown = pendingUrl ?? url;
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        Photo
      </Text>
      <Group align="flex-start">
        {shown ? (
          <UnstyledButton aria-label="Agrandir la photo" onClick={() => setPreview(shown)}>
            <Image src={shown} alt="Photo" w={160} h={120} radius="sm" fit="cover" />
          </UnstyledButton>
        ) : (
          <Stack w={160} h={120} align="center" justify="center" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-label="Pas de photo" />
          </Stack>
        )}
        <Stack gap="xs">
          <Button variant="light" leftSection={<IconUpload size={16} />} onClick={picker.open} loading={busy}>
            {shown ? 'Changer la photo' : 'Choisir une photo'}
          </Button>
          {shown && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove} disabled={busy}>
              Retirer la photo
            </Button>
          )}
          <Text size="xs" c="dimmed">
            JPEG, PNG ou WebP, 5 Mo maximum.
            {pending && ' Elle sera envoyée à l’enregistrement.'}
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      {picker.element}
      <ImagePreview src={preview} title="Photo" onClose={() => setPreview(null)} />
    </Card>
  );
};
