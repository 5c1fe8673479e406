import { coverageNote, frenchMonth, type PnlLine } from '@fitfit/contracts';
import { Alert, Badge, Button, Card, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconChevronDown, IconDownload, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/store';
import { useMayWrite } from '../../../ui/access';
import { confirm } from '../../../ui/confirm';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { pnlResources } from '../api';
import { BudgetModal } from '../components/BudgetModal';
import { ConfigPanel } from '../components/ConfigPanel';
import { EntriesPanel } from '../components/EntriesPanel';
import { lossColor, money, thisMonth } from '../components/format';
import { SourcesDrawer } from '../components/SourcesDrawer';
import { StatementTable } from '../components/StatementTable';

const frDateTime = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** /pnl/pnl: the month's statement, its drill-down, budgets, entries, configuration, closing and exports. */
export default restaurantPage(function PnlPage({ restaurantId }) {
  const pnl = pnlResources(restaurantId);
  const queryClient = useQueryClient();
  const isAdmin = useSession((s) => s.currentUser?.role === 'admin');
  const mayWrite = useMayWrite();
  const [month, setMonth] = useState(thisMonth());
  const [tab, setTab] = useState<string | null>('statement');
  const [openLine, setOpenLine] = useState<PnlLine | null>(null);
  const [budgetLine, setBudgetLine] = useState<PnlLine | null>(null);
  const statement = useQuery({
    queryKey: pnl.keys.month(month),
    queryFn: ({ signal }) => pnl.statement(month, signal),
    placeholderData: (p) => p,
  });
  const settings = useQuery({ queryKey: pnl.keys.settings, queryFn: ({ signal }) => pnl.settings(signal) });
  const s = statement.data?.month === month ? statement.data : undefined;
  const closed = Boolean(s?.closure);
  // offered only once the month is over and each day with sales has its Z; otherwise the button says why not
  const closable = useQuery({
    queryKey: [...pnl.keys.month(month), 'closable'],
    queryFn: ({ signal }) => pnl.closable(month, signal),
    enabled: Boolean(s) && !closed,
  });
  const notClosable = closable.data && !closable.data.closable ? closable.data.reason : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: pnl.keys.all });
  const close = useMutation({
    mutationFn: () => pnl.close(month),
    onSuccess: async () => {
      await refresh();
      toast.success(`${frenchMonth(month)} est clôturé`);
    },
    onError: (e) => toast.fromError(e),
  });
  const reopen = useMutation({
    mutationFn: () => pnl.reopen(month),
    onSuccess: async () => {
      await refresh();
      toast.success(`${frenchMonth(month)} est rouvert`);
    },
    onError: (e) => toast.fromError(e),
  });
  const askClose = async () => {
    const ok = await confirm({
      title: `Clôturer ${frenchMonth(month)} ?`,
      message:
        'Les chiffres du mois sont figés tels qu’ils sont maintenant : une clôture de caisse tardive, une réception ou une saisie ne les changeront plus. Seul un administrateur peut rouvrir le mois.',
      confirmLabel: 'Clôturer le mois',
    });
    if (ok) close.mutate();
  };
  const exportAs = (format: 'pdf' | 'xlsx') =>
    (format === 'pdf' ? pnl.exportPdf(month) : pnl.exportXlsx(month)).catch((e: unknown) => toast.fromError(e));
  const result = s?.lines.find((l) => l.key === 'result');
  const revenue = s?.lines.find((l) => l.key === 'revenue');
  return (
    <Stack>
      <PageHeader
        title="PNL"
        description="Le compte de résultat du mois, calculé depuis les clôtures de caisse, les réceptions et vos saisies"
        actions={
          <>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
                  Exporter
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => exportAs('pdf')}>PDF (pour le comptable)</Menu.Item>
                <Menu.Item onClick={() => exportAs('xlsx')}>Excel (XLSX)</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            {closed
              ? isAdmin && (
                  <Button
                    variant="default"
                    leftSection={<IconLockOpen size={16} />}
                    loading={reopen.isPending}
                    onClick={() => reopen.mutate()}
                  >
                    Rouvrir le mois
                  </Button>
                )
              : s &&
                mayWrite && (
                  <Button
                    leftSection={<IconLock size={16} />}
                    loading={close.isPending}
                    disabled={Boolean(notClosable) || !closable.data}
                    aria-describedby={notClosable ? 'pnl-not-closable' : undefined}
                    onClick={askClose}
                  >
                    Clôturer le mois
                  </Button>
                )}
          </>
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <MonthPickerInput
          label="Mois"
          value={`${month}-01`}
          onChange={(v) => v && setMonth(String(v).slice(0, 7))}
          valueFormat="MMMM YYYY"
          w={200}
        />
        {s && (
          <Group gap="xs">
            {s.closure ? (
              <Badge color="teal" variant="light" leftSection={<IconLock size={12} />}>
                Clôturé le {frDateTime(s.closure.closed_at)} par {s.closure.closed_by_name}
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                Provisoire : suit les clôtures et les saisies
              </Badge>
            )}
            {!s.closure && notClosable && (
              <Text size="sm" id="pnl-not-closable" data-testid="pnl-not-closable">
                {notClosable}
              </Text>
            )}
          </Group>
        )}
      </Group>
      {s && revenue && result && (
        <Group gap="md" wrap="wrap">
          <Card withBorder padding="sm" radius="md" miw={180}>
            <Text size="xs" c="dimmed">
              CA HT
            </Text>
            <Text fw={700} fz="lg">
              {money(revenue.month.actual)}
            </Text>
          </Card>
          <Card withBorder padding="sm" radius="md" miw={180}>
            <Text size="xs" c="dimmed">
              Résultat
            </Text>
            <Text fw={700} fz="lg" style={{ color: result.month.actual < 0 ? lossColor : undefined }}>
              {money(result.month.actual)}
            </Text>
          </Card>
          <Card withBorder padding="sm" radius="md" miw={180}>
            <Text size="xs" c="dimmed">
              Couverts · tickets
            </Text>
            <Text fw={700} fz="lg">
              {s.covers.toLocaleString('fr-FR')} · {s.tickets.toLocaleString('fr-FR')}
            </Text>
          </Card>
        </Group>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="statement">Compte de résultat</Tabs.Tab>
          <Tabs.Tab value="entries">Saisies du mois</Tabs.Tab>
          <Tabs.Tab value="config">Configuration</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="statement">
          <QueryState query={statement}>
            {s ? (
              <>
                {closed && (
                  <Alert color="teal" mb="sm" icon={<IconLock size={16} />}>
                    Mois clôturé : les chiffres ne bougent plus, les saisies et les budgets de {frenchMonth(month)} sont fermés.
                  </Alert>
                )}
                {[coverageNote(s.previous_coverage.month), coverageNote(s.previous_coverage.ytd, 'Cumul N-1 incomplet')]
                  .filter((n): n is string => n !== null)
                  .map((n) => (
                    <Text key={n} size="sm" c="dimmed" fs="italic" mb="xs">
                      {n} : l’historique du restaurant commence après le début de la période de l’an dernier.
                    </Text>
                  ))}
                <StatementTable statement={s} onOpenLine={setOpenLine} onBudget={closed || !mayWrite ? undefined : setBudgetLine} />
                <Text size="xs" c="dimmed" mt="xs">
                  Cliquez sur une ligne pour voir ses sources. Prévision : le budget s’il est fixé, sinon le CA prévu jour par jour (le même
                  jour de l’an dernier là où il existe, sinon la moyenne récente du même jour de la semaine) ; pour le mois en cours, le
                  réel jusqu’à hier plus la prévision des jours restants.
                </Text>
              </>
            ) : (
              <Text c="dimmed">Chargement…</Text>
            )}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="entries">
          {settings.data && <EntriesPanel pnl={pnl} month={month} categories={settings.data.categories} closed={closed} />}
        </Tabs.Panel>
        <Tabs.Panel value="config">
          <QueryState query={settings}>{settings.data && <ConfigPanel pnl={pnl} settings={settings.data} />}</QueryState>
        </Tabs.Panel>
      </Tabs>
      <SourcesDrawer pnl={pnl} month={month} line={openLine} onClose={() => setOpenLine(null)} />
      <BudgetModal pnl={pnl} month={month} line={budgetLine} onClose={() => setBudgetLine(null)} />
    </Stack>
  );
});
