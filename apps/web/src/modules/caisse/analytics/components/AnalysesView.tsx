import { type AnalyticsList, analyticsListLabels, coverageNote, type SalesByDimension } from '@fitfit/contracts';
import { Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_TIMEZONE } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/format';
import { PageHeader } from '../../../../ui/PageHeader';
import { rangePlaceholder, useDayChangeHour, useTimezone } from '../../components/ledger/common';
import type { SalesSource } from '../api';
import { CancellationsPanel } from './CancellationsPanel';
import { Change } from './Change';
import { DeliveryPanel } from './DeliveryPanel';
import { DimensionPanel } from './DimensionPanel';
import { DiscountsPanel } from './DiscountsPanel';
import { ListPanel } from './ListPanel';
import { businessToday, type Compare, compareLabels, compareRange, type Preset, presetLabels, presetRange, type Range } from './ranges';

/** SPEC §2's order; the listing tabs (tickets, cash movements, all sales) only where the source lists rows. */
const tabs = {
  overview: "Vue d'ensemble",
  charts: 'Graphiques',
  sales: 'Ventes',
  days: 'Jour par jour',
  tickets: analyticsListLabels.tickets,
  hours: 'Par heure',
  payments: 'Paiements',
  cash_movements: analyticsListLabels.cash_movements,
  cancellations: 'Annulations',
  discounts: 'Remises',
  lines: analyticsListLabels.lines,
  vat: 'TVA',
  staff: 'Vendeurs',
} as const;
type Tab = keyof typeof tabs | 'restaurants';
const listTabs = ['tickets', 'cash_movements', 'lines'] as const satisfies readonly AnalyticsList[];
const isListTab = (value: string) => (listTabs as readonly string[]).includes(value);
/** Cancellations and discounts read a restaurant's own calls (adjustments-api.ts). */
const isAdjustmentTab = (value: string) => value === 'cancellations' || value === 'discounts';

function Overview({ s }: { s: SalesByDimension }) {
  const t = s.totals;
  const c = s.compare?.totals;
  const kpis = [
    { label: 'CA TTC', v: t.ttc_cents, p: c?.ttc_cents, money: true },
    { label: 'CA HT', v: t.ht_cents, p: c?.ht_cents, money: true },
    { label: 'Tickets', v: t.tickets, p: c?.tickets, money: false },
    { label: 'Couverts', v: t.covers, p: c?.covers, money: false },
    {
      label: 'Ticket moyen',
      v: t.tickets ? Math.round(t.ttc_cents / t.tickets) : 0,
      p: c ? (c.tickets ? Math.round(c.ttc_cents / c.tickets) : 0) : undefined,
      money: true,
    },
    { label: 'Remises', v: t.discount_cents, p: c?.discount_cents, money: true },
  ];
  const partial = s.compare ? coverageNote(s.compare.coverage, 'Comparaison incomplète') : null;
  return (
    <SimpleGrid type="container" cols={{ base: 2, '560px': 3, '900px': 6 }}>
      {kpis.map((k) => (
        <Card key={k.label} withBorder radius="md" padding="sm">
          <Text size="xs" c="dimmed" fw={600}>
            {k.label}
          </Text>
          <Text fw={700} fz="lg">
            {k.money ? formatMoney(k.v) : k.v.toLocaleString('fr-FR')}
          </Text>
          {k.p !== undefined && <Change current={k.v} previous={k.p} coverage={s.compare?.coverage} compact />}
        </Card>
      ))}
      {partial && (
        <Text size="sm" c="dimmed" fs="italic" style={{ gridColumn: '1 / -1' }}>
          {partial} : la période comparée commence avant le premier jour de ventes, aucune évolution n'est calculée.
        </Text>
      )}
    </SimpleGrid>
  );
}

interface ViewProps {
  source: SalesSource;
  /** What the toolbar shows before the period (the network's restaurant filter). */
  filter?: ReactNode;
  /** The network's "Par restaurant" tab: one row per restaurant, its figures as columns. */
  perRestaurant?: boolean;
  /** The page's header (the network names what it shows). */
  header?: ReactNode;
}

/** The analyses of a restaurant, or of the franchisor's network (`/franchisor/analyses`). */
export function AnalysesView({ source, filter, perRestaurant, header }: ViewProps) {
  const timezone = useTimezone() ?? DEFAULT_TIMEZONE;
  const dayChangeHour = useDayChangeHour();
  const today = businessToday(timezone, dayChangeHour);
  const [params, setParams] = useSearchParams();
  const tab = (params.get('onglet') as Tab | null) ?? 'overview';
  const [preset, setPreset] = useState<Preset>('this_month');
  const [custom, setCustom] = useState<[string | null, string | null]>([today, today]);
  const [compareWith, setCompareWith] = useState<Compare>('none');
  const [salesBy, setSalesBy] = useState<'product' | 'category' | 'option'>('product');
  const range: Range | null =
    preset === 'custom' ? (custom[0] && custom[1] ? { from: custom[0], to: custom[1] } : null) : presetRange(preset, today);
  const compare = range ? compareRange(range, compareWith) : null;
  const panel = (props: Omit<Parameters<typeof DimensionPanel>[0], 'source' | 'range' | 'compare'>) =>
    range ? <DimensionPanel source={source} range={range} compare={compare} {...props} /> : null;
  const lists = source.lists;
  const adjustments = source.adjustments;
  const own = Object.entries(tabs).filter(([value]) => (lists || !isListTab(value)) && (adjustments || !isAdjustmentTab(value)));
  const shown: [Tab, string][] = [...own.slice(0, 1), ...(perRestaurant ? [['restaurants', 'Par restaurant']] : []), ...own.slice(1)] as [
    Tab,
    string,
  ][];

  return (
    <Stack>
      {header ?? <PageHeader title="Analyses" description="Les ventes d'une période, comparées à une autre, exportables en CSV et Excel" />}
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" wrap="wrap">
          {filter}
          <Select
            label="Période"
            data={Object.entries(presetLabels).map(([value, label]) => ({ value, label }))}
            value={preset}
            onChange={(v) => v && setPreset(v as Preset)}
            allowDeselect={false}
            w={220}
          />
          {preset === 'custom' && (
            <DatePickerInput
              type="range"
              label="Du … au …"
              value={custom}
              onChange={(v) => setCustom(v as [string | null, string | null])}
              valueFormat="DD/MM/YYYY"
              allowSingleDateInRange
              placeholder="Choisir les dates"
              styles={rangePlaceholder}
              w={260}
            />
          )}
          <Select
            label="Comparer avec"
            data={Object.entries(compareLabels).map(([value, label]) => ({ value, label }))}
            value={compareWith}
            onChange={(v) => v && setCompareWith(v as Compare)}
            allowDeselect={false}
            w={240}
          />
        </Group>
        {range && (
          <Text size="sm" c="dimmed" mt="xs">
            Du {range.from.split('-').reverse().join('/')} au {range.to.split('-').reverse().join('/')}
            {compare && `, comparé au ${compare.from.split('-').reverse().join('/')} – ${compare.to.split('-').reverse().join('/')}`}
          </Text>
        )}
      </Card>
      <Tabs
        value={tab}
        onChange={(v) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (v && v !== 'overview') next.set('onglet', v);
              else next.delete('onglet');
              return next;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List>
          {shown.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          {panel({ dimension: 'type', chart: true, header: (s) => <Overview s={s} /> })}
          {lists?.restaurantId && range && <DeliveryPanel restaurantId={lists.restaurantId} range={range} />}
        </Tabs.Panel>
        {perRestaurant && (
          <Tabs.Panel value="restaurants" pt="md">
            {panel({ dimension: 'day', by: 'restaurant', chart: true })}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="charts" pt="md">
          {panel({ dimension: 'day', by: 'day', chart: true })}
        </Tabs.Panel>
        <Tabs.Panel value="sales" pt="md">
          <SegmentedControl
            mb="md"
            aria-label="Ventes par"
            value={salesBy}
            onChange={(v) => setSalesBy(v as typeof salesBy)}
            data={[
              { value: 'product', label: 'Par produit et menu' },
              { value: 'category', label: 'Par catégorie' },
              { value: 'option', label: 'Par option' },
            ]}
          />
          {panel({ dimension: salesBy, chart: salesBy === 'category' })}
        </Tabs.Panel>
        <Tabs.Panel value="days" pt="md">
          {panel({ dimension: 'day', by: 'day' })}
        </Tabs.Panel>
        <Tabs.Panel value="hours" pt="md">
          {panel({ dimension: 'hour', chart: true })}
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          {panel({ dimension: 'payment', chart: true })}
        </Tabs.Panel>
        {adjustments && range && (
          <>
            <Tabs.Panel value="cancellations" pt="md">
              <CancellationsPanel sources={adjustments} range={range} />
            </Tabs.Panel>
            <Tabs.Panel value="discounts" pt="md">
              <DiscountsPanel sources={adjustments} range={range} />
            </Tabs.Panel>
          </>
        )}
        {lists &&
          range &&
          listTabs.map((list) => (
            <Tabs.Panel key={list} value={list} pt="md">
              <ListPanel list={list} sources={lists} range={range} />
            </Tabs.Panel>
          ))}
        <Tabs.Panel value="vat" pt="md">
          {panel({ dimension: 'vat' })}
        </Tabs.Panel>
        <Tabs.Panel value="staff" pt="md">
          {panel({ dimension: 'pos_user', chart: true })}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
