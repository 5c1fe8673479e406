import { Alert, CloseButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

export interface UploadItem {
  key: string;
  name: string;
  progress: number;
  status: 'waiting' | 'sending' | 'done' | 'error';
  message?: string;
}

const statusText = (u: UploadItem) =>
  u.status === 'waiting'
    ? 'En attente'
    : u.status === 'sending'
      ? `Envoi… ${Math.round(u.progress * 100)}\u00a0%`
      : u.status === 'done'
        ? (u.message ?? 'Ajoutée')
        : (u.message ?? 'Refusée');

/** The files of a bulk upload, each with its own progress and its own result (added, or the server's reason). */
export function UploadQueue({ items, onClear }: { items: UploadItem[]; onClear(): void }) {
  if (!items.length) return null;
  const finished = items.every((u) => u.status === 'done' || u.status === 'error');
  return (
    <Paper withBorder p="sm" mb="md" component="section" aria-label="Envois en cours">
      <Group justify="space-between" mb="xs">
        <Text fw={600} size="sm">
          Envoi des fichiers
        </Text>
        {finished && <CloseButton aria-label="Fermer la liste des envois" onClick={onClear} />}
      </Group>
      <Stack gap="xs">
        {items.map((u) => (
          <div key={u.key}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {u.name}
              </Text>
              <Group gap={4} wrap="nowrap">
                {u.status === 'done' && <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
                {u.status === 'error' && <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />}
                <Text size="xs" c={u.status === 'error' ? 'red.8' : 'dimmed'} data-testid="upload-status">
                  {statusText(u)}
                </Text>
              </Group>
            </Group>
            {u.status !== 'error' && (
              <Progress
                value={u.progress * 100}
                size="sm"
                aria-label={`Progression de ${u.name}`}
                color={u.status === 'done' ? 'green' : undefined}
              />
            )}
          </div>
        ))}
      </Stack>
      {finished && items.some((u) => u.status === 'error') && (
        <Alert color="red" mt="xs" p="xs">
          Les fichiers refusés n'ont pas été ajoutés ; les autres sont dans le catalogue.
        </Alert>
      )}
    </Paper>
  );
}
