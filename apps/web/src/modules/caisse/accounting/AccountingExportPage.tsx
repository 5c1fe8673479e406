import { type AccountingArchive, type AccountingFormat, type AccountingPreview, accountingFormatLabels, plural } from '@fitfit/contracts';
import { Alert, Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs, formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/format';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { useTimezone } from '../components/ledger/common';
import { AccountsForm } from './AccountsForm';
import { type AccountingApi, accountingApi } from './api';

type Range = [string | null, string | null];
const formats = (Object.keys(accountingFormatLabels) as AccountingFormat[]).map((value) => ({
  value,
  label: value === 'fec' ? 'FEC' : value.toUpperCase(),
}));
const monthName = (month: string) => dayjs(`${month}-01`).format('MMMM YYYY');

/** /caisse/accounting-export: « Export comptable » — the period's entries for the accountant, and « Comptes comptables ». */
export default restaurantPage(function AccountingExportPage({ restaurantId }) {
  const api = accountingApi(restaurantId);
  const timezone = useTimezone();
  const now = dayjs().tz(timezone ?? 'Europe/Paris');
  const [mode, setMode] = useState<'month' | 'range'>('month');
  const [month, setMonth] = useState<string | null>(now.subtract(1, 'month').startOf('month').format('YYYY-MM-DD'));
  // the free range starts as the last 30 days (the month mode is last month)
  const [range, setRange] = useState<Range>([now.subtract(29, 'day').format('YYYY-MM-DD'), now.format('YYYY-MM-DD')]);
  const [format, setFormat] = useState<AccountingFormat>('fec');
  const [busy, setBusy] = useState(false);
  const [from, to] = mode === 'month' ? (month ? [month, dayjs(month).endOf('month').format('YYYY-MM-DD')] : [null, null]) : range;
  const preview = useQuery({
    queryKey: api.previewKey(from ?? '', to ?? ''),
    queryFn: ({ signal }) => api.preview(from ?? '', to ?? '', signal),
    enabled: Boolean(from && to),
  });
  const archives = useQuery({ queryKey: api.archivesKey, queryFn: api.archives });
  const p = preview.data;
  const fileName = !p || !from || !to ? null : format === 'fec' ? p.fec_file_name : `ecritures-comptables-${from}-${to}.${format}`;
  const refused = Boolean(p?.imbalance) || !fileName;

  const download = async () => {
    if (!from || !to || !fileName) return;
    setBusy(true);
    try {
      await api.download({ from, to, format }, fileName);
      if (p?.locked_month) await archives.refetch();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Export comptable"
        description="Les écritures de vos clôtures (Z), de la caisse, des remises en banque et des versements, équilibrées jour par jour, pour le logiciel de votre comptable"
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder padding="lg" component="section" aria-labelledby="period-title">
          <Stack>
            <Title order={2} size="h4" id="period-title">
              Période et format
            </Title>
            <SegmentedControl
              aria-label="Choix de la période"
              data={[
                { value: 'month', label: 'Un mois' },
                { value: 'range', label: 'Période libre' },
              ]}
              value={mode}
              onChange={(v) => setMode(v as typeof mode)}
            />
            {mode === 'month' ? (
              <MonthPickerInput label="Mois" valueFormat="MMMM YYYY" value={month} onChange={setMonth} maxDate={now.format('YYYY-MM-DD')} />
            ) : (
              <DatePickerInput
                type="range"
                label="Période"
                value={range}
                onChange={(v) => setRange(v as Range)}
                valueFormat="DD/MM/YYYY"
                allowSingleDateInRange
              />
            )}
            <div>
              <Text size="sm" fw={500} mb={4} id="format-label">
                Format
              </Text>
              <SegmentedControl
                aria-labelledby="format-label"
                data={formats}
                value={format}
                onChange={(v) => setFormat(v as AccountingFormat)}
                fullWidth
              />
              <Text size="xs" c="dimmed" mt={4}>
                {format === 'fec'
                  ? 'Fichier des écritures comptables (article A47 A-1 du LPF) : tabulations, dates AAAAMMJJ, montants à la virgule.'
                  : format === 'csv'
                    ? 'CSV pour Excel : séparateur « ; », décimales à la virgule, dates JJ/MM/AAAA.'
                    : 'Classeur Excel : une feuille « Écritures », montants en euros.'}
              </Text>
            </div>
            {p?.locked_month && (
              <Text size="sm">
                {`Mois clôturé (${monthName(p.locked_month)}) : le premier export est archivé, les suivants le rendent à l’identique.`}
              </Text>
            )}
            {p && format === 'fec' && !p.fec_file_name && (
              <Alert color="orange" role="status">
                <b>SIREN manquant.</b> Renseignez le SIRET (ou SIREN) du restaurant dans Mon restaurant › Informations : le nom du fichier
                FEC le demande.
              </Alert>
            )}
            <Group>
              <Button leftSection={<IconDownload size={16} />} onClick={download} loading={busy} disabled={refused || preview.isFetching}>
                Télécharger
              </Button>
              {fileName && (
                <Text size="sm" c="dimmed">
                  {fileName}
                </Text>
              )}
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="preview-title">
          <Title order={2} size="h4" id="preview-title" mb="sm">
            Aperçu
          </Title>
          {from && to ? (
            <QueryState query={preview}>{p && <PreviewView preview={p} />}</QueryState>
          ) : (
            <Text size="sm">Choisissez le premier et le dernier jour de la période.</Text>
          )}
        </Card>
      </SimpleGrid>
      <ArchivesCard api={api} archives={archives} />
      <AccountsForm api={api} />
    </>
  );
});

function PreviewView({ preview: p }: { preview: AccountingPreview }) {
  return (
    <Stack>
      {p.imbalance && (
        <Alert color="red" role="alert">
          {p.imbalance}
        </Alert>
      )}
      {p.missing_days.length > 0 && (
        <Alert color="orange" role="status">
          <b>{`${plural(p.missing_days.length, 'journée non clôturée', 'journées non clôturées')}.`}</b>{' '}
          {`Non exportées tant que leur Z n’est pas fait : ${p.missing_days.map((d) => formatDate(d)).join(', ')}.`}
        </Alert>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Journal</Table.Th>
            <Table.Th ta="right">Écritures</Table.Th>
            <Table.Th ta="right">Débit</Table.Th>
            <Table.Th ta="right">Crédit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.journals.map((j) => (
            <Table.Tr key={j.code}>
              <Table.Td>{`${j.code} · ${j.label}`}</Table.Td>
              <Table.Td ta="right">{j.entries}</Table.Td>
              <Table.Td ta="right">{formatMoney(j.debit_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(j.credit_cents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{p.lines} lignes</Table.Td>
            <Table.Td ta="right">{formatMoney(p.debit_cents)}</Table.Td>
            <Table.Td ta="right">{formatMoney(p.credit_cents)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {p.days.length === 0 ? (
        <Text size="sm">Aucune écriture sur la période.</Text>
      ) : (
        <Table striped aria-label="Équilibre par jour">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Jour</Table.Th>
              <Table.Th ta="right">Débit</Table.Th>
              <Table.Th ta="right">Crédit</Table.Th>
              <Table.Th ta="right">Équilibre</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.days.map((d) => (
              <Table.Tr key={d.date}>
                <Table.Td>{formatDate(d.date)}</Table.Td>
                <Table.Td ta="right">{formatMoney(d.debit_cents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(d.credit_cents)}</Table.Td>
                <Table.Td ta="right">
                  {d.balanced ? (
                    <Badge color="green" variant="dot" tt="none">
                      ✓ Équilibrée
                    </Badge>
                  ) : (
                    <Badge color="red" variant="dot" tt="none">
                      Déséquilibrée
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function ArchivesCard({ api, archives }: { api: AccountingApi; archives: UseQueryResult<{ data: AccountingArchive[] }> }) {
  const rows = archives.data?.data ?? [];
  return (
    <Card withBorder padding="lg" mt="lg" component="section" aria-labelledby="archives-title">
      <Title order={2} size="h4" id="archives-title">
        Versions archivées
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Le premier export d’un mois entièrement clôturé est conservé tel quel (empreinte SHA-256) ; un changement des comptes en fait une
        nouvelle version.
      </Text>
      <QueryState query={archives}>
        {rows.length === 0 ? (
          <Text size="sm">Aucun mois archivé pour l’instant.</Text>
        ) : (
          <Stack gap="xs">
            {rows.map((a) => (
              <Group key={a.id} justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text size="sm" fw={500}>{`${monthName(a.month)} · ${a.format.toUpperCase()} · version ${a.version}`}</Text>
                  <Text size="xs" c="dimmed">
                    {`${formatDateTime(a.created_at)}${a.created_by_name ? ` par ${a.created_by_name}` : ''} · SHA-256 ${a.sha256.slice(0, 12)}…`}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} />}
                  aria-label={`Télécharger ${a.file_name} (version ${a.version})`}
                  onClick={() => api.downloadArchive(a.id, a.file_name).catch(toast.fromError)}
                >
                  {a.file_name}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
