import { type ChainBreak, type IntegrityReport, plural } from '@fitfit/contracts';
import { Alert, Button, Card, Code, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { alertColor, money, useTimezone } from '../components/ledger/common';
import { formatDay } from '../components/ledger/days';
import { ledgerResources } from '../ledger-api';

const kindLabels: Record<ChainBreak['kind'], string> = {
  content_changed: 'Contenu modifié',
  hash_changed: 'Empreinte modifiée',
  inserted: 'Élément ajouté',
  link_broken: 'Lien rompu',
  missing: 'Élément manquant',
  status_changed: 'Statut modifié',
};

const Chain = ({ title, checked, report }: { title: string; checked: string; report: IntegrityReport['tickets'] }) => (
  <Card withBorder padding="md">
    <Title order={3} size="h5" mb="xs">
      {title}
    </Title>
    <Group gap={6}>
      {report.ok ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
      ) : (
        <IconAlertTriangle size={18} color={alertColor} aria-hidden />
      )}
      <Text size="sm" c={report.ok ? undefined : alertColor} fw={600}>
        {report.ok
          ? `${checked} : chaîne intacte`
          : `Chaîne rompue : ${plural(report.breaks.length, 'rupture', 'ruptures')}${report.more_breaks ? ' et plus' : ''}`}
      </Text>
    </Group>
    {report.first_break && (
      <Table fz="sm" mt="xs" verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Premier maillon rompu</Table.Td>
            <Table.Td fw={600}>n°{report.first_break.number}</Table.Td>
          </Table.Tr>
          {report.first_break.business_date && (
            <Table.Tr>
              <Table.Td>Journée</Table.Td>
              <Table.Td>{formatDay(report.first_break.business_date)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Td>Nature</Table.Td>
            <Table.Td>{kindLabels[report.first_break.kind]}</Table.Td>
          </Table.Tr>
          {report.first_break.expected_hash && (
            <Table.Tr>
              <Table.Td>Empreinte attendue</Table.Td>
              <Table.Td>
                <Code style={{ wordBreak: 'break-all' }}>{report.first_break.expected_hash}</Code>
              </Table.Td>
            </Table.Tr>
          )}
          {report.first_break.stored_hash && (
            <Table.Tr>
              <Table.Td>Empreinte enregistrée</Table.Td>
              <Table.Td>
                <Code style={{ wordBreak: 'break-all' }}>{report.first_break.stored_hash}</Code>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    )}
  </Card>
);

/** Conformité 2021 → Intégrité: walks the chains of tickets, closings and fiscal archives and names every broken link. */
export default restaurantPage(function Integrity({ restaurantId }) {
  const ledger = ledgerResources(restaurantId);
  const timezone = useTimezone();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: ledger.checkIntegrity,
    // each check is journaled
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledger.journal.keys.all }),
  });
  const report = check.data;
  const chains = report ? [report.tickets, report.closings, report.archives] : [];
  const breaks: ChainBreak[] = chains.flatMap((c) => c.breaks);

  return (
    <>
      <PageHeader
        title="Intégrité"
        description="Chaque ticket, chaque clôture et chaque archive fiscale porte l'empreinte du précédent : la vérification recalcule toute la chaîne"
        actions={
          <Button leftSection={<IconShieldCheck size={16} />} loading={check.isPending} onClick={() => check.mutate()}>
            Lancer la vérification
          </Button>
        }
      />
      <Stack gap="md" aria-live="polite">
        {check.isIdle && (
          <Alert color="blue" title="Aucune vérification lancée">
            Lancez la vérification pour recalculer les empreintes des tickets, des clôtures et des archives fiscales du restaurant.
          </Alert>
        )}
        {check.isError && (
          <Alert color="red" role="alert">
            {errorMessage(check.error)}
          </Alert>
        )}
        {report?.ok && (
          <Alert
            color="green"
            icon={<IconShieldCheck />}
            title="Les données de caisse sont intègres"
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            {plural(report.tickets.checked, 'ticket', 'tickets')}, {plural(report.closings.checked, 'clôture', 'clôtures')} et{' '}
            {plural(report.archives.checked, 'archive', 'archives')} vérifiés le {formatDateTime(report.checked_at, timezone)}, aucune
            modification détectée.
          </Alert>
        )}
        {report && !report.ok && (
          <Alert color="red" icon={<IconAlertTriangle />} title="Rupture de la chaîne détectée" role="alert">
            <List size="sm" spacing={2}>
              {breaks.map((b, i) => (
                // the same number can break twice (a ticket and a closing, or two findings on one ticket)
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is the report's, in its order, never reordered
                <List.Item key={i}>{b.message}</List.Item>
              ))}
            </List>
            {chains.some((c) => c.more_breaks) && (
              <Text size="sm" mt="xs">
                … et d'autres ruptures : la vérification s'arrête après 100 ruptures par chaîne.
              </Text>
            )}
          </Alert>
        )}
        {report && (
          <>
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              <Chain
                title="Tickets"
                checked={plural(report.tickets.checked, 'ticket vérifié', 'tickets vérifiés')}
                report={report.tickets}
              />
              <Chain
                title="Clôtures"
                checked={plural(report.closings.checked, 'clôture vérifiée', 'clôtures vérifiées')}
                report={report.closings}
              />
              <Chain
                title="Archives fiscales"
                checked={plural(report.archives.checked, 'archive vérifiée', 'archives vérifiées')}
                report={report.archives}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              Grand total perpétuel : {money(report.perpetual_grand_total_cents)} · grand total perpétuel absolu :{' '}
              {money(report.perpetual_absolute_total_cents)}
            </Text>
          </>
        )}
      </Stack>
    </>
  );
});
