import { type ClosingPreview, cashVarianceLabel, plural } from '@fitfit/contracts';
import { Alert, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEZONE, dayjs } from '../../../../lib/dates';
import type { Ledger } from '../../ledger-api';
import { money } from './common';
import { formatDay } from './days';

const formatTime = (at: string, tz = DEFAULT_TIMEZONE) => dayjs(at).tz(tz).format('HH:mm');

/** « Excédent de +2,50 € » / « Manque de −3,00 € » / « Aucun écart ». */
export const varianceText = (cents: number) => {
  const label = cashVarianceLabel(cents);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/**
 * Where « Espèces comptées » comes from: each register's last counting of the days the closing covers
 * (« Comptage de 05:40 par Julien Moreau »), and the registers nobody counted.
 */
export function CountedCashSource({ preview, day, timezone }: { preview: ClosingPreview; day: string; timezone?: string }) {
  const countings = preview.countings ?? [];
  const uncounted = preview.uncounted_registers ?? [];
  return (
    <div data-testid="counted-cash-source">
      {countings.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucun comptage de caisse pour cette journée : saisissez les espèces comptées, ou comptez la caisse dans « Comptages ».
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {countings.map((c) => (
            <List.Item key={c.counting_id}>
              {c.register_label} : {money(c.counted_cents)} — comptage de {formatTime(c.counted_at, timezone)}
              {c.business_date !== day ? ` (journée du ${formatDay(c.business_date)})` : ''} par {c.counted_by_name ?? '—'}
            </List.Item>
          ))}
        </List>
      )}
      {uncounted.length > 0 && (
        <Text size="sm" fw={600} mt={4}>
          {uncounted.length > 1 ? 'Caisses non comptées' : 'Caisse non comptée'} : {uncounted.map((r) => r.label).join(', ')}
        </Text>
      )}
    </div>
  );
}

/** What is said before closing a day that is not over: its open orders, and where later tickets go. */
export const earlyCloseText = (preview: ClosingPreview, day: string, dayChangeHour: number) => {
  const open = preview.open_orders ?? [];
  const orders = open.length
    ? `${plural(open.length, 'commande en cours', 'commandes en cours')} (${open.map((o) => o.label).join(', ')})`
    : 'aucune commande en cours';
  return `La journée du ${formatDay(day)} n'est pas terminée : elle se termine demain à ${String(dayChangeHour).padStart(2, '0')}:00. ${orders.charAt(0).toUpperCase()}${orders.slice(1)}. Les tickets encaissés après la clôture iront dans la clôture suivante (tickets tardifs).`;
};

export function EarlyCloseAlert({ preview, day, dayChangeHour }: { preview: ClosingPreview; day: string; dayChangeHour: number }) {
  if (!preview.day_not_over) return null;
  return (
    <Alert
      color="yellow"
      title="Journée en cours"
      data-testid="early-close"
      // the title in the text colour: Mantine's yellow title is 2.7:1 on its background
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {earlyCloseText(preview, day, dayChangeHour)}
    </Alert>
  );
}

/**
 * Which of today and yesterday may still be closed: a day up to the last closing is closed (days close in order),
 * so its button goes. Nothing is offered until the last closing is known.
 */
export const useClosableDays = (ledger: Ledger | null, today: string, yesterday: string) => {
  const last = useQuery({
    queryKey: [...(ledger?.closings.keys.all ?? ['none']), 'last'],
    queryFn: () => (ledger as Ledger).lastClosing(),
    enabled: Boolean(ledger),
  });
  const through = last.data?.business_date ?? null;
  const open = (day: string) => last.isSuccess && (through === null || through < day);
  return { today: open(today), yesterday: open(yesterday), closedThrough: through };
};
