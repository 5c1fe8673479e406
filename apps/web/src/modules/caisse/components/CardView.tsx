import { type Catalog, plural, weekdayLabels, weekdaysMondayFirst } from '@fitfit/contracts';
import { Alert, Card, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatRate } from '../../../lib/format';
import { QueryState } from '../../../ui/QueryState';
import type { Caisse } from '../api';
import { allergenName, ColorDot, money, TagBadges } from './common';

/** The whole card, read-only, exactly as the terminals receive it (GET …/caisse/card = the catalog). */
export const CardView = ({ caisse }: { caisse: Caisse }) => {
  const card = useQuery({ queryKey: caisse.card.key, queryFn: ({ signal }) => caisse.card.get(signal) });
  return <QueryState query={card}>{card.data && <CardContent card={card.data} />}</QueryState>;
};

const CardContent = ({ card }: { card: Catalog }) => {
  const groups = new Map(card.option_groups.map((g) => [g.id, g]));
  const sections = [...card.categories.map((c) => ({ ...c })), { id: null, name: 'Sans catégorie', color: '#868e96', position: 9999 }];
  if (card.products.length === 0 && card.menus.length === 0)
    return <Alert color="gray">La carte est vide : créez des produits et des menus.</Alert>;
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {plural(card.products.length, 'produit', 'produits')}, {plural(card.menus.length, 'menu', 'menus')},{' '}
        {plural(card.option_groups.length, "groupe d'options", "groupes d'options")} — la carte telle que les terminaux de caisse la
        reçoivent.
      </Text>
      {sections.map((section) => {
        const products = card.products.filter((p) => p.category_id === section.id);
        if (!products.length) return null;
        return (
          <section key={section.id ?? 'none'} aria-label={section.name}>
            <Title order={3} mb="sm">
              <ColorDot color={section.color} label={section.name} />
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {products.map((p) => (
                <Card key={p.id} withBorder padding="sm" style={p.available ? undefined : { borderStyle: 'dashed' }}>
                  <Group wrap="nowrap" align="flex-start">
                    {p.photo_url ? (
                      <Image src={p.photo_url} alt={p.name} w={64} h={48} radius="sm" />
                    ) : (
                      <div style={{ width: 64, height: 48, borderRadius: 4, background: 'var(--mantine-color-gray-2)' }} />
                    )}
                    <Stack gap={4} style={{ flex: 1 }}>
                      <Group justify="space-between" wrap="nowrap">
                        <Text fw={600}>{p.name}</Text>
                        <Text fw={600}>{money(p.price_on_spot_cents)}</Text>
                      </Group>
                      {!p.available && (
                        <Text size="xs" fw={700}>
                          Indisponible
                        </Text>
                      )}
                      <TagBadges tags={p.tags} />
                      <Text size="xs" c="dimmed">
                        À emporter {money(p.price_takeaway_cents)} · Livraison {money(p.price_delivery_cents)} · TVA{' '}
                        {formatRate(p.rate_on_spot_bp)} / {formatRate(p.rate_takeaway_bp)} / {formatRate(p.rate_delivery_bp)}
                      </Text>
                      {p.option_group_ids.length > 0 && (
                        <Text size="xs">Options : {p.option_group_ids.map((id) => groups.get(id)?.name).join(', ')}</Text>
                      )}
                      {p.allergens.length > 0 && <Text size="xs">Allergènes : {p.allergens.map(allergenName).join(', ')}</Text>}
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        );
      })}
      {card.menus.length > 0 && (
        <section aria-label="Menus">
          <Title order={3} mb="sm">
            Menus
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {card.menus.map((m) => (
              <Card key={m.id} withBorder padding="sm" style={m.active ? undefined : { borderStyle: 'dashed' }}>
                <Group justify="space-between">
                  <Text fw={600}>{m.name}</Text>
                  <Group gap="xs">
                    {!m.active && (
                      <Text size="sm" fw={700}>
                        Inactif
                      </Text>
                    )}
                    <Text fw={600}>{money(m.price_on_spot_cents)}</Text>
                  </Group>
                </Group>
                <Stack gap={2} mt="xs">
                  {m.steps.map((s) => (
                    <Text size="sm" key={s.id}>
                      <b>{s.title}</b> ({s.min_choices === s.max_choices ? s.min_choices : `${s.min_choices}–${s.max_choices}`}) :{' '}
                      {s.products
                        .map((sp) => (sp.supplement_cents ? `${sp.product_name} (+${money(sp.supplement_cents)})` : sp.product_name))
                        .join(', ')}
                    </Text>
                  ))}
                </Stack>
                <Table mt="xs" withRowBorders={false} fz="xs">
                  <Table.Tbody>
                    {weekdaysMondayFirst.map((d) => {
                      const day = m.hours.find((h) => h.weekday === d);
                      return (
                        <Table.Tr key={d}>
                          <Table.Td w={90}>{weekdayLabels[d]}</Table.Td>
                          <Table.Td>{!day || day.closed ? 'Fermé' : day.ranges.map((r) => `${r.start}–${r.end}`).join(', ')}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
};
