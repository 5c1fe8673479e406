import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../../ui/toast';

type Format = 'csv' | 'xlsx';

/** An analyses tab's two exports, with a progress bar while the server prepares the file (a year can take seconds). */
export function ExportButtons({ onExport }: { onExport: (format: Format) => Promise<void> }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      await onExport(format);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={busy === 'csv'}
          disabled={busy === 'xlsx'}
          onClick={() => download('csv')}
        >
          Exporter en CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={busy === 'xlsx'}
          disabled={busy === 'csv'}
          onClick={() => download('xlsx')}
        >
          Exporter en Excel (XLSX)
        </Button>
      </Group>
      {busy && (
        <Stack gap={4} maw={360}>
          <Text size="xs" c="dimmed">
            Préparation du fichier…
          </Text>
          <Progress value={100} animated aria-label="Préparation du fichier" />
        </Stack>
      )}
    </>
  );
}
