import { type FiscalArchive, plural } from '@fitfit/contracts';
import { Button, Card, Code, CopyButton, Grid, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconCopy, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayjs, formatDateTime } from '../../../lib/dates';
import { useMayWrite } from '../../../ui/access';
import { type Column, DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { useScreenSize } from '../../../ui/screen';
import { toast } from '../../../ui/toast';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { HashText, money, useTimezone } from '../components/ledger/common';
import { type Ledger, ledgerResources } from '../ledger-api';

type Values = { period: 'month' | 'year'; year: string; month: string };
const monthNames = Array.from({ length: 12 }, (_, i) => dayjs().month(i).format('MMMM'));
const monthOptions = monthNames.map((label, i) => ({ value: String(i + 1), label: label[0].toUpperCase() + label.slice(1) }));
const periodLabel = (a: FiscalArchive) =>
  a.period === 'year'
    ? `année ${a.from_date.slice(0, 4)}`
    : `${monthNames[Number(a.from_date.slice(5, 7)) - 1]} ${a.from_date.slice(0, 4)}`;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;

const useArchiveEditor = (ledger: Ledger) => {
  const last = dayjs().subtract(1, 'month');
  return useEditor<Values, FiscalArchive>({
    resource: ledger.archives,
    affects: [ledger.journal.keys.all],
    validate: (v) => (v.period === 'month' && !v.month ? { month: 'Choisissez le mois' } : {}),
    empty: { period: 'month', year: String(last.year()), month: String(last.month() + 1) },
    toValues: (a) => ({ period: a.period, year: a.from_date.slice(0, 4), month: String(Number(a.from_date.slice(5, 7))) }),
    save: (v) => ledger.createArchive({ period: v.period, date: v.period === 'month' ? `${v.year}-${v.month.padStart(2, '0')}` : v.year }),
    created: (a) => `Archive n°${a.number} (${periodLabel(a)}) créée et signée`,
    updated: 'Archive créée',
  });
};

const PublicKey = ({ ledger }: { ledger: Ledger }) => {
  const key = useQuery({
    queryKey: [...ledger.archives.keys.all, 'public-key'],
    queryFn: ledger.publicKey,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="xs">
        Vérifier une archive
      </Title>
      <QueryState query={key}>
        {key.data && (
          <Stack gap="xs">
            <Text size="sm">
              Chaque archive contient un manifeste (nombres et totaux) signé en {key.data.algorithm}. Avec la clé publique ci-dessous,
              n'importe qui peut vérifier hors ligne que l'archive n'a pas été modifiée :
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              npm run compliance:verify-archive -- archive.zip --public-key cle.pem
            </Code>
            <Text size="sm" c="dimmed">
              Enregistrez la clé ci-dessous dans « cle.pem ». Identifiant de la clé : {key.data.key_id}
            </Text>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Clé publique
              </Text>
              <CopyButton value={key.data.public_key_pem}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={copy}>
                    {copied ? 'Copiée' : 'Copier la clé'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {key.data.public_key_pem}
            </Code>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
};

/** Conformité 2021 → Archives fiscales: monthly and yearly signed archives, downloaded as zip files. */
export default restaurantPage(function Archives({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const small = useScreenSize() === 'sm';
  const list = usePagedList<FiscalArchive>(ledger.archives);
  const editor = useArchiveEditor(ledger);
  const mayWrite = useMayWrite();
  const [busy, setBusy] = useState<string | null>(null);
  const years = Array.from({ length: 6 }, (_, i) => String(dayjs().year() - i));
  const download = async (a: FiscalArchive) => {
    setBusy(a.id);
    try {
      await ledger.downloadArchive(a);
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(null);
    }
  };
  const columns: Column<FiscalArchive>[] = [
    {
      key: 'label',
      title: 'Période',
      render: (a) => (
        <Text size="sm" fw={600} tt="capitalize">
          {`n°${a.number} · ${periodLabel(a)}`}
        </Text>
      ),
    },
    {
      key: 'created',
      title: 'Créée le',
      render: (a) => `${formatDateTime(a.created_at, timezone)}${a.created_by_name ? `, ${a.created_by_name}` : ''}`,
    },
    {
      key: 'content',
      title: 'Contenu',
      render: (a) =>
        `${plural(a.counts.tickets, 'ticket', 'tickets')}, ${plural(a.counts.closings, 'clôture', 'clôtures')}, ${money(a.total_ttc_cents)}`,
    },
    { key: 'hash', title: 'Empreinte', render: (a) => <HashText hash={a.hash} /> },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      render: (a) => (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={busy === a.id}
          onClick={() => download(a)}
          aria-label={`Télécharger l'archive n°${a.number} (${kb(a.size_bytes)})`}
        >
          Télécharger
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Archives fiscales"
        description="Tickets, lignes, paiements, clôtures et journal d'une période, dans une archive signée"
        actions={
          mayWrite && (
            <Button leftSection={<IconArchive size={16} />} onClick={editor.openCreate}>
              Créer une archive
            </Button>
          )
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <DataTable
            list={list}
            columns={small ? columns.filter((c) => c.key === 'label' || c.key === 'actions') : columns}
            minWidth={small ? 0 : undefined}
            rowKey={(a) => a.id}
            noSearch
            emptyText="Aucune archive pour l'instant : créez celle du mois écoulé."
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PublicKey ledger={ledger} />
        </Grid.Col>
      </Grid>
      <FormModal editor={editor} title="Créer une archive fiscale" submitLabel="Créer l'archive" size="md">
        <Select
          label="Période"
          data={[
            { value: 'month', label: 'Un mois' },
            { value: 'year', label: 'Une année' },
          ]}
          allowDeselect={false}
          {...editor.form.getInputProps('period')}
        />
        <Select label="Année" data={years} allowDeselect={false} {...editor.form.getInputProps('year')} />
        {editor.form.values.period === 'month' && (
          <Select label="Mois" data={monthOptions} allowDeselect={false} {...editor.form.getInputProps('month')} />
        )}
      </FormModal>
    </>
  );
});
