import {
  coverageNote,
  frDay,
  type PnlIndicatorsQuery,
  type PnlIndicatorView,
  pnlIndicatorViewLabels,
  pnlIndicatorViews,
} from '@fitfit/contracts';
import { Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { pnlResources } from '../api';
import { IndicatorCards } from '../components/IndicatorCards';

const RevenueChart = lazy(() => import('../components/RevenueChart'));
type Range = [string | null, string | null];
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const yesterday = () => day(new Date(Date.now() - 86_400_000));

/** /pnl/indicators: monthly, weekly, daily and date-to-date indicators against N-1 (or any range) and the forecast. */
export default restaurantPage(function IndicatorsPage({ restaurantId }) {
  const pnl = pnlResources(restaurantId);
  // the view and its dates come from the address too, so that a comparison can be shared as a link
  const [params] = useSearchParams();
  const p = (k: string) => {
    const v = params.get(k);
    return v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
  };
  const initialView = pnlIndicatorViews.find((v) => v === params.get('view')) ?? 'monthly';
  const [view, setView] = useState<PnlIndicatorView>(initialView);
  const [date, setDate] = useState(p('from') ?? yesterday());
  const [range, setRange] = useState<Range>([p('from') ?? `${yesterday().slice(0, 8)}01`, p('to') ?? yesterday()]);
  const [compare, setCompare] = useState<Range>([p('compare_from'), p('compare_to')]);
  const q: PnlIndicatorsQuery | null =
    view === 'range'
      ? range[0] && range[1]
        ? {
            view,
            from: range[0],
            to: range[1],
            ...(compare[0] && compare[1] ? { compare_from: compare[0], compare_to: compare[1] } : {}),
          }
        : null
      : { view, from: date };
  const query = useQuery({
    queryKey: pnl.keys.indicators(q ?? { view, from: date }),
    queryFn: ({ signal }) => pnl.indicators(q as PnlIndicatorsQuery, signal),
    enabled: q !== null,
    placeholderData: (p) => p,
  });
  const d = query.data;
  // a range compared with one the user chose is no « N-1 »
  const compareWhat = compare[0] && compare[1] ? 'Comparaison incomplète' : 'N-1 incomplet';
  return (
    <Stack>
      <PageHeader
        title="Indicateurs"
        description="Chiffre d’affaires, couverts, ratios et seuil de rentabilité, contre N-1 et la prévision"
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label="Vue"
          value={view}
          onChange={(v) => setView(v as PnlIndicatorView)}
          data={pnlIndicatorViews.map((v) => ({ value: v, label: pnlIndicatorViewLabels[v] }))}
        />
        {view === 'monthly' && (
          <MonthPickerInput
            label="Mois"
            value={date}
            onChange={(v) => v && setDate(String(v).slice(0, 10))}
            valueFormat="MMMM YYYY"
            w={200}
          />
        )}
        {(view === 'weekly' || view === 'daily') && (
          <DatePickerInput
            label={view === 'weekly' ? 'Un jour de la semaine' : 'Jour'}
            value={date}
            onChange={(v) => v && setDate(String(v).slice(0, 10))}
            valueFormat="DD/MM/YYYY"
            w={180}
          />
        )}
        {view === 'range' && (
          <>
            <DatePickerInput
              type="range"
              label="Période"
              value={range}
              onChange={(v) => setRange(v as Range)}
              valueFormat="DD/MM/YYYY"
              allowSingleDateInRange
              w={{ base: '100%', sm: 250 }}
            />
            <DatePickerInput
              type="range"
              label="Comparer avec"
              placeholder="Mêmes jours l’an dernier"
              value={compare}
              onChange={(v) => setCompare(v as Range)}
              valueFormat="DD/MM/YYYY"
              allowSingleDateInRange
              clearable
              clearButtonProps={{ 'aria-label': 'Effacer la période comparée' }}
              w={{ base: '100%', sm: 250 }}
            />
          </>
        )}
      </Group>
      {q === null ? (
        <Text c="dimmed">Choisissez les deux dates de la période.</Text>
      ) : (
        <QueryState query={query}>
          {d && (
            <>
              <Text size="sm" c="dimmed">
                {d.to_date ? 'À date, du' : 'Du'} {frDay(d.period.from)} au {frDay(d.period.to)}, comparé au {frDay(d.compare.from)} –{' '}
                {frDay(d.compare.to)}
                {d.to_date && ' (période en cours, lue jusqu’à aujourd’hui comme sur le tableau de bord)'}
              </Text>
              {coverageNote(d.compare_coverage, compareWhat) && (
                <Text size="sm" c="dimmed" fs="italic">
                  {coverageNote(d.compare_coverage, compareWhat)} : la période comparée commence avant le premier jour de ventes, aucune
                  évolution n’est calculée.
                </Text>
              )}
              <IndicatorCards
                current={d.current}
                previous={d.previous}
                forecast={d.forecast}
                coverage={d.compare_coverage}
                what={compareWhat}
                foodCost={d.food_cost}
              />
              <Card withBorder radius="md" padding="lg">
                <Title order={3} size="h4" mb="sm">
                  Chiffre d’affaires HT
                </Title>
                {d.series.every((s) => s.revenue_cents === 0 && s.previous_cents === 0 && s.forecast_cents === 0) ? (
                  <Text c="dimmed" size="sm">
                    Aucune vente sur cette période ni sur la période comparée.
                  </Text>
                ) : (
                  <Suspense fallback={<Skeleton h={280} />}>
                    <RevenueChart series={d.series} />
                  </Suspense>
                )}
              </Card>
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
});
