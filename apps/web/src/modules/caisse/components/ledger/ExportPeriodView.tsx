import { Alert, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconArrowLeft, IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { dayjs } from '../../../../lib/dates';
import { PageHeader } from '../../../../ui/PageHeader';
import { toast } from '../../../../ui/toast';
import { useTimezone } from './common';

type Range = [string | null, string | null];
type Format = 'csv' | 'xlsx' | 'pdf';
const formats: { format: Format; label: string; icon: typeof IconFileTypeCsv }[] = [
  { format: 'csv', label: 'CSV', icon: IconFileTypeCsv },
  { format: 'xlsx', label: 'Excel (XLSX)', icon: IconFileSpreadsheet },
  { format: 'pdf', label: 'PDF', icon: IconFileTypePdf },
];
const periods = [
  { value: 'day', label: 'Clôtures journalières' },
  { value: 'month', label: 'Récapitulatif mensuel' },
  { value: 'year', label: 'Récapitulatif annuel' },
];

type ExportQuery = { from: string; to: string; period: 'day' | 'month' | 'year'; format: Format };

/** The export form, for a restaurant or the franchisor's network (`filter`: its restaurant filter). */
export function ExportPeriodView({
  exportClosings,
  back,
  filter,
  description = "Les clôtures d'une période, pour votre comptable ou un contrôle",
}: {
  exportClosings: (q: ExportQuery) => Promise<void>;
  back: string;
  filter?: ReactNode;
  description?: string;
}) {
  const timezone = useTimezone();
  const now = dayjs().tz(timezone ?? 'Europe/Paris');
  const [range, setRange] = useState<Range>([now.startOf('month').format('YYYY-MM-DD'), now.format('YYYY-MM-DD')]);
  const [period, setPeriod] = useState<'day' | 'month' | 'year'>('day');
  const [busy, setBusy] = useState<Format | null>(null);
  const [from, to] = range;

  const download = async (format: Format) => {
    if (!from || !to) return;
    setBusy(format);
    try {
      await exportClosings({ from, to, period, format });
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="xs" px={0}>
        Retour aux clôtures
      </Button>
      <PageHeader title="Exporter une période" description={description} />
      <Card withBorder padding="lg" maw={720}>
        <Stack>
          {filter}
          <DatePickerInput
            type="range"
            label="Période"
            value={range}
            onChange={(v) => setRange(v as Range)}
            valueFormat="DD/MM/YYYY"
            allowSingleDateInRange
            required
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="export-period-label">
              Contenu
            </Text>
            <SegmentedControl
              aria-labelledby="export-period-label"
              data={periods}
              value={period}
              onChange={(v) => setPeriod(v as typeof period)}
              fullWidth
              orientation="horizontal"
            />
          </div>
          {(!from || !to) && <Alert color="blue">Choisissez le premier et le dernier jour de la période.</Alert>}
          <Text size="sm" c="dimmed">
            Le CSV s'ouvre dans Excel (séparateur « ; », décimales à la virgule).
          </Text>
          <Group gap="xs">
            {formats.map(({ format, label, icon: Icon }) => (
              <Button
                key={format}
                variant={format === 'csv' ? 'filled' : 'default'}
                leftSection={<Icon size={16} />}
                disabled={!from || !to || (busy !== null && busy !== format)}
                loading={busy === format}
                onClick={() => download(format)}
              >
                Télécharger en {label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Card>
    </>
  );
}
