import type { PnlNetworkRow } from '@fitfit/contracts';
import { Badge, Group, ScrollArea, SegmentedControl, Table, Text, UnstyledButton } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../ui/QueryState';
import { pnlNetwork } from '../api';
import { formatBp, money, previousMonth, thisMonth } from './format';

type SortKey = keyof Omit<PnlNetworkRow, 'restaurant_id' | 'mark_name' | 'closed'>;
const columns: { key: SortKey; title: string; bp?: boolean }[] = [
  { key: 'revenue_cents', title: 'CA HT' },
  { key: 'consumed_purchases_cents', title: 'Achats consommés' },
  { key: 'gross_margin_cents', title: 'Marge brute' },
  { key: 'staff_cents', title: 'Personnel' },
  { key: 'external_cents', title: 'Charges externes' },
  { key: 'royalties_cents', title: 'Redevances' },
  { key: 'ebe_cents', title: 'EBE' },
  { key: 'result_cents', title: 'Résultat' },
  { key: 'food_cost_bp', title: 'Ratio matière', bp: true },
  { key: 'staff_cost_bp', title: 'Ratio personnel', bp: true },
  { key: 'ebe_margin_bp', title: 'Marge d’EBE', bp: true },
];

/**
 * Every restaurant's PNL side by side for a month or the year to it, sortable, with the network average. The
 * API serves an admin every restaurant and a franchisor its marks' restaurants: the franchisor dashboard embeds
 * this component as it is.
 */
export function PnlNetworkTable({ initialMonth }: { initialMonth?: string }) {
  const [month, setMonth] = useState(initialMonth ?? previousMonth(thisMonth()));
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'revenue_cents', desc: true });
  const q = { period, month };
  const query = useQuery({ queryKey: pnlNetwork.key(q), queryFn: ({ signal }) => pnlNetwork.get(q, signal), placeholderData: (p) => p });
  const rows = [...(query.data?.rows ?? [])].sort((a, b) => {
    const [x, y] = [a[sort.key], b[sort.key]];
    const c = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'fr') : Number(x ?? -Infinity) - Number(y ?? -Infinity);
    return sort.desc ? -c : c;
  });
  const toggle = (key: SortKey) => setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key !== 'restaurant_name' }));
  const header = (key: SortKey, title: string, align: 'left' | 'right') => {
    const active = sort.key === key;
    const Icon = !active ? IconArrowsSort : sort.desc ? IconSortDescending : IconSortAscending;
    return (
      <Table.Th
        key={key}
        ta={align}
        aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
        style={{ whiteSpace: 'nowrap' }}
      >
        <UnstyledButton onClick={() => toggle(key)} fw={600} fz="sm">
          <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
            {title}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  const avg = query.data?.average;
  return (
    <>
      <Group mb="sm" gap="sm" align="flex-end" wrap="wrap">
        <MonthPickerInput
          label={period === 'month' ? 'Mois' : 'Jusqu’au mois'}
          value={`${month}-01`}
          onChange={(v) => v && setMonth(String(v).slice(0, 7))}
          valueFormat="MMMM YYYY"
          w={200}
        />
        <SegmentedControl
          aria-label="Période"
          value={period}
          onChange={(v) => setPeriod(v as 'month' | 'year')}
          data={[
            { value: 'month', label: 'Mois' },
            { value: 'year', label: 'Cumul annuel' },
          ]}
        />
        {query.data && (
          <Text size="sm" c="dimmed">
            {query.data.label}
          </Text>
        )}
      </Group>
      <QueryState query={query}>
        {rows.length === 0 ? (
          <Text c="dimmed" py="lg">
            Aucun restaurant avec le module PNL sur ce périmètre.
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table striped highlightOnHover miw={1100} fz="sm" aria-label="PNL par restaurant">
              <Table.Thead>
                <Table.Tr>
                  {header('restaurant_name', 'Restaurant', 'left')}
                  {columns.map((c) => header(c.key, c.title, 'right'))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.restaurant_id}>
                    <Table.Th scope="row" fw={500}>
                      <Group gap={6} wrap="nowrap">
                        {r.restaurant_name}
                        {r.closed && (
                          <Badge size="xs" variant="light" color="teal">
                            Clôturé
                          </Badge>
                        )}
                      </Group>
                    </Table.Th>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {c.bp ? formatBp(r[c.key] as number | null) : money(r[c.key] as number)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {avg && (
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Th scope="row">Moyenne du réseau</Table.Th>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {c.bp ? formatBp(avg[c.key as keyof typeof avg] as number | null) : money(avg[c.key as keyof typeof avg] as number)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </ScrollArea>
        )}
      </QueryState>
    </>
  );
}
