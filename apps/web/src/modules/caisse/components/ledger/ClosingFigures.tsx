import type { Closing } from '@fitfit/contracts';
import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { HashText, money, useTimezone, VatTable } from './common';
import { formatDay } from './days';

type Breakdown = Closing['payments'];

const Figure = ({ name, value, strong }: { name: string; value: ReactNode; strong?: boolean }) => (
  <Table.Tr>
    <Table.Td>{name}</Table.Td>
    <Table.Td ta="right" fw={strong ? 700 : undefined}>
      {value}
    </Table.Td>
  </Table.Tr>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card withBorder padding="md">
    <Title order={3} size="h5" mb="xs">
      {title}
    </Title>
    {children}
  </Card>
);

const Figures = ({ children }: { children: ReactNode }) => (
  <Table fz="sm" verticalSpacing={4}>
    <Table.Tbody>{children}</Table.Tbody>
  </Table>
);

const BreakdownTable = ({ rows, empty }: { rows: Breakdown; empty: string }) =>
  rows.length === 0 ? (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  ) : (
    <Figures>
      {rows.map((r) => (
        <Figure key={r.key} name={`${r.label} (${r.count})`} value={money(r.ttc_cents)} />
      ))}
    </Figures>
  );

/** Every figure of a closing (PRODUCT §3.2), for its details and before closing the day. */
export const ClosingFigures = ({ closing, withCash = true }: { closing: Closing; withCash?: boolean }) => {
  const timezone = useTimezone();
  const counted = closing.counted_cash_cents;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Chiffre d'affaires">
          <Figures>
            <Figure name="Tickets" value={closing.tickets_count} />
            <Figure name="Couverts" value={closing.covers} />
            <Figure name="Total HT" value={money(closing.total_ht_cents)} />
            <Figure name="Total TVA" value={money(closing.total_tva_cents)} />
            <Figure name="Total TTC" value={money(closing.total_ttc_cents)} strong />
            <Figure name="Ticket moyen" value={money(closing.average_ticket_cents)} />
            <Figure name="Moyenne par couvert" value={money(closing.average_cover_cents)} />
          </Figures>
        </Section>
        <Section title="TVA par taux">
          {closing.vat.length ? (
            <VatTable rows={closing.vat} caption="Ventilation de la TVA" />
          ) : (
            <Text size="sm" c="dimmed">
              Aucune vente
            </Text>
          )}
        </Section>
        <Section title="Paiements">
          <BreakdownTable rows={closing.payments} empty="Aucun paiement" />
        </Section>
        <Section title="Par type de commande">
          <BreakdownTable rows={closing.by_type} empty="Aucune vente" />
        </Section>
        <Section title="Par source">
          <BreakdownTable rows={closing.by_source} empty="Aucune vente" />
        </Section>
        <Section title="Remises, offerts, annulations">
          <Figures>
            <Figure name="Remises" value={money(closing.discounts_cents)} />
            <Figure name="Offerts" value={money(closing.offered_cents)} />
            <Figure name={`Annulations (${closing.cancellations_count})`} value={money(closing.cancellations_cents)} />
            <Figure name="Tickets reçus après clôture" value={closing.late_tickets_count} />
          </Figures>
        </Section>
        <Section title="Mouvements d'espèces">
          <BreakdownTable rows={closing.cash_movements} empty="Aucun mouvement" />
          <Figures>
            <Figure name="Solde des mouvements" value={money(closing.cash_movements_net_cents)} />
          </Figures>
        </Section>
        {withCash && (
          <Section title="Espèces">
            <Figures>
              <Figure name="Espèces attendues" value={money(closing.expected_cash_cents)} />
              <Figure name="Espèces comptées" value={counted === null ? '—' : money(counted)} />
              <Figure
                name="Écart"
                value={closing.cash_variance_cents === null ? '—' : money(closing.cash_variance_cents)}
                strong={closing.cash_variance_cents !== null && closing.cash_variance_cents !== 0}
              />
            </Figures>
            {closing.variance_reason && (
              <Text size="sm" mt="xs">
                Motif de l'écart : {closing.variance_reason}
              </Text>
            )}
          </Section>
        )}
        <Section title="Grands totaux">
          <Figures>
            <Figure name="Grand total de la période" value={money(closing.period_grand_total_cents)} strong />
            <Figure name="Grand total perpétuel" value={money(closing.perpetual_grand_total_cents)} />
            <Figure name="Grand total perpétuel absolu" value={money(closing.perpetual_absolute_total_cents)} />
          </Figures>
        </Section>
        <Section title="Clôture">
          <Figures>
            <Figure name="Journées couvertes" value={`${formatDay(closing.from_date)} – ${formatDay(closing.to_date)}`} />
            <Figure name="Premier ticket" value={closing.first_ticket_at ? formatDateTime(closing.first_ticket_at, timezone) : '—'} />
            <Figure name="Dernier ticket" value={closing.last_ticket_at ? formatDateTime(closing.last_ticket_at, timezone) : '—'} />
            <Figure name="Clôturée le" value={closing.closed_at ? formatDateTime(closing.closed_at, timezone) : '—'} />
            <Figure name="Clôturée par" value={closing.closed_by_name ?? '—'} />
            <Figure name="Empreinte" value={<HashText hash={closing.hash} />} />
            <Figure name="Empreinte précédente" value={<HashText hash={closing.previous_hash} />} />
          </Figures>
        </Section>
      </SimpleGrid>
    </Stack>
  );
};
