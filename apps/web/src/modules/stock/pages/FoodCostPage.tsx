import { Alert, Anchor, Card, Group, Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatRate } from '../../../lib/format';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { stockResources } from '../api';
import { dayText } from '../components/InventoriesView';
import { alertTextColor, quantityText } from '../components/units';

const ratioText = (bp: number | null) => (bp === null ? '—' : formatRate(bp));
const signedMoney = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

/**
 * /stock/food-cost: actual consumption (opening inventory + purchases − closing inventory) against the
 * theoretical one (sales × recipes) between two validated inventories, per category and product, and the ratio matière.
 */
export default restaurantPage(function FoodCostPage({ restaurantId }) {
  const stock = stockResources(restaurantId);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [closingId, setClosingId] = useState<string | null>(null);
  const params = { ...(openingId ? { opening_id: openingId } : {}), ...(closingId ? { closing_id: closingId } : {}) };
  const report = useQuery({
    queryKey: stock.foodCost.keys.list(params),
    queryFn: ({ signal }) => stock.foodCostReport(params, signal),
    placeholderData: (previous) => previous,
  });
  const r = report.data;
  const options = (r?.inventories ?? []).map((i) => ({ value: i.id, label: `${i.reference} · ${dayText(i.counted_on)}` }));
  return (
    <>
      <PageHeader
        title="Coût matière"
        description="Consommation réelle (stock d'ouverture + achats reçus − stock de clôture) contre consommation théorique (ventes × recettes)"
      />
      <QueryState query={report}>
        {r && (
          <>
            <Group mb="md" align="flex-end">
              <Select
                label="Inventaire d'ouverture"
                data={options}
                value={r.opening?.id ?? null}
                onChange={setOpeningId}
                placeholder="Aucun"
                w={260}
                maw="100%"
              />
              <Select
                label="Inventaire de clôture"
                data={options}
                value={r.closing?.id ?? null}
                onChange={setClosingId}
                placeholder="Aucun"
                w={260}
                maw="100%"
              />
            </Group>
            {!r.opening || !r.closing ? (
              <Alert color="blue" title="Deux inventaires validés sont nécessaires">
                Le coût matière se calcule entre deux inventaires validés.{' '}
                <Anchor component={Link} to="/stock/restorer-inventories" underline="always">
                  Voir les inventaires
                </Anchor>
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed" mb="sm">
                  Du {dayText(r.opening.counted_on)} au {dayText(r.closing.counted_on)} · ventes et achats des jours qui suivent
                  l'inventaire d'ouverture jusqu'au jour de clôture inclus.{' '}
                  <Anchor component={Link} to="/haccp/recipes" underline="always">
                    Fiches recettes
                  </Anchor>
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="md">
                  <Figure label="Chiffre d'affaires HT" value={formatMoney(r.revenue_ht_cents)} />
                  <Figure label="Consommation réelle" value={formatMoney(r.actual_cents)} />
                  <Figure label="Consommation théorique" value={formatMoney(r.theoretical_cents)} />
                  <Figure label="Écart" value={signedMoney(r.variance_cents)} alert={r.variance_cents > 0} />
                  <Figure label="Ratio matière réel" value={ratioText(r.ratio_bp)} />
                  <Figure label="Ratio matière théorique" value={ratioText(r.theoretical_ratio_bp)} />
                </SimpleGrid>
                <Card withBorder padding="sm" mb="md">
                  <Title order={2} size="h4" mb="xs">
                    Par catégorie
                  </Title>
                  <Table.ScrollContainer minWidth={640}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Catégorie</Table.Th>
                          <Table.Th ta="right">Stock d'ouverture</Table.Th>
                          <Table.Th ta="right">Achats</Table.Th>
                          <Table.Th ta="right">Stock de clôture</Table.Th>
                          <Table.Th ta="right">Réel</Table.Th>
                          <Table.Th ta="right">Théorique</Table.Th>
                          <Table.Th ta="right">Écart</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {r.categories.map((c) => (
                          <Table.Tr key={c.category_name}>
                            <Table.Td>{c.category_name}</Table.Td>
                            <Table.Td ta="right">{formatMoney(c.opening_cents)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(c.purchases_cents)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(c.closing_cents)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(c.actual_cents)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(c.theoretical_cents)}</Table.Td>
                            <Table.Td ta="right" c={c.variance_cents > 0 ? alertTextColor : undefined}>
                              {signedMoney(c.variance_cents)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Card>
                <Card withBorder padding="sm">
                  <Title order={2} size="h4" mb="xs">
                    Par produit (les plus grands écarts d'abord)
                  </Title>
                  <Table.ScrollContainer minWidth={720}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Produit</Table.Th>
                          <Table.Th ta="right">Consommé</Table.Th>
                          <Table.Th ta="right">Théorique</Table.Th>
                          <Table.Th ta="right">Écart</Table.Th>
                          <Table.Th ta="right">Réel HT</Table.Th>
                          <Table.Th ta="right">Théorique HT</Table.Th>
                          <Table.Th ta="right">Écart HT</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {r.products.length === 0 && (
                          <Table.Tr>
                            <Table.Td colSpan={7}>
                              <Text c="dimmed" ta="center">
                                Aucun mouvement de stock sur la période
                              </Text>
                            </Table.Td>
                          </Table.Tr>
                        )}
                        {r.products.map((p) => (
                          <Table.Tr key={p.product_id}>
                            <Table.Td>
                              <Text size="sm">{p.product_name}</Text>
                              <Text size="xs" c="dimmed">
                                {p.category_name}
                              </Text>
                            </Table.Td>
                            <Table.Td ta="right">{quantityText(p.actual_base_quantity, p.unit)}</Table.Td>
                            <Table.Td ta="right">{quantityText(p.theoretical_base_quantity, p.unit)}</Table.Td>
                            <Table.Td ta="right">{quantityText(p.variance_base_quantity, p.unit)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(p.actual_cents)}</Table.Td>
                            <Table.Td ta="right">{formatMoney(p.theoretical_cents)}</Table.Td>
                            <Table.Td ta="right" c={p.variance_cents > 0 ? alertTextColor : undefined}>
                              {signedMoney(p.variance_cents)}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </Card>
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
});

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={alert ? alertTextColor : undefined}>
        {value}
      </Text>
    </Card>
  );
}
