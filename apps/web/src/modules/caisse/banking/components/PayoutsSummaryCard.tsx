import { payoutProviderLabels, plural } from '@fitfit/contracts';
import { Alert, Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { payoutResources } from '../payouts-api';

/**
 * The funds page's payouts: what the providers paid into the bank, the commissions they kept (by provider, VAT
 * apart) and the days paid by no payout past the provider's usual delay (docs/caisse-banking.md).
 */
export const PayoutsSummaryCard = ({ restaurantId }: { restaurantId: string }) => {
  const payouts = payoutResources(restaurantId);
  const summary = useQuery({ queryKey: payouts.summaryKey, queryFn: payouts.summary });
  const s = summary.data;
  if (!s || (!s.commissions.length && !s.overdue_count && !s.late_slips.length)) return null;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Versements et commissions
        </Title>
        <Anchor component={Link} to="/caisse/banking-payouts" size="sm">
          Remises et versements
        </Anchor>
      </Group>
      <Stack gap="sm">
        {s.overdue_count > 0 && (
          <Alert color="orange" title={`${plural(s.overdue_count, 'journée non rapprochée', 'journées non rapprochées')} en retard`}>
            {s.overdue
              .map((d) => `${formatDate(d.business_date)} — ${payoutProviderLabels[d.provider]} ${formatMoney(d.gross_cents)}`)
              .join(' · ')}
          </Alert>
        )}
        {s.late_slips.length > 0 && (
          <Alert
            color="orange"
            title={`${plural(s.late_slips.length, 'remise de titres papier non remboursée', 'remises de titres papier non remboursées')} après 21 jours`}
          >
            {s.late_slips.map((d) => `Remise n° ${d.number} du ${formatDate(d.deposited_on)} — ${formatMoney(d.amount_cents)}`).join(' · ')}
          </Alert>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Commissions</Table.Th>
              <Table.Th ta="right">Montant</Table.Th>
              <Table.Th ta="right">dont TVA</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.commissions.map((c) => (
              <Table.Tr key={c.provider}>
                <Table.Td>{payoutProviderLabels[c.provider]}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.commission_cents)}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.commission_vat_cents)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={600}>Total des commissions</Table.Td>
              <Table.Td ta="right" fw={600} data-testid="commissions-total">
                {formatMoney(s.commission_cents)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {`Reçu en banque : ${formatMoney(s.received_cents)}. Un versement rapproché sort ses journées des montants à encaisser.`}
        </Text>
      </Stack>
    </Card>
  );
};
