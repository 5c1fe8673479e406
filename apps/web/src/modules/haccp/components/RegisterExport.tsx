import { registerExportQuerySchema } from '@fitfit/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconFileZip, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_TIMEZONE, dayjs } from '../../../lib/dates';
import { toast } from '../../../ui/toast';
import { haccpResources } from '../api';

/** "Registre pour l'inspection": the register of a period, as a PDF for the DDPP inspector or a zip of CSVs. */
export function RegisterExport({ restaurantId }: { restaurantId: string }) {
  const [opened, setOpened] = useState(false);
  const today = dayjs().tz(DEFAULT_TIMEZONE);
  const [from, setFrom] = useState(today.subtract(1, 'month').add(1, 'day').format('YYYY-MM-DD'));
  const [to, setTo] = useState(today.format('YYYY-MM-DD'));
  const [busy, setBusy] = useState<'pdf' | 'zip' | null>(null);
  const check = registerExportQuerySchema.safeParse({ from, to, format: 'pdf' });
  const error = check.success ? null : check.error.issues[0]?.message;
  const download = async (format: 'pdf' | 'zip') => {
    setBusy(format);
    try {
      await haccpResources(restaurantId).downloadRegister({ from, to, format }, `registre-haccp-${from}-${to}.${format}`);
      toast.success(format === 'pdf' ? 'Registre PDF téléchargé' : 'Registre CSV téléchargé');
    } catch (e) {
      toast.fromError(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconReportAnalytics size={16} />} onClick={() => setOpened(true)}>
        Registre pour l'inspection
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Registre pour l'inspection" size="lg">
        <Stack>
          <Text size="sm">
            Tous les enregistrements de la période, classés par type, avec les écarts, les actions correctives, les signatures, les photos
            et les non-conformités : ce que demande l'inspecteur de la DDPP.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput size="lg" type="date" label="Du" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <TextInput size="lg" type="date" label="Au" value={to} onChange={(e) => setTo(e.currentTarget.value)} error={error} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileZip size={16} />}
              disabled={!!error}
              loading={busy === 'zip'}
              onClick={() => download('zip')}
            >
              Télécharger les CSV (zip)
            </Button>
            <Button leftSection={<IconFileTypePdf size={16} />} disabled={!!error} loading={busy === 'pdf'} onClick={() => download('pdf')}>
              Télécharger le PDF
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
