import { type CloseDayRequest, type Closing, type ClosingPreview, closeDayInputSchema, plural } from '@fitfit/contracts';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { zodValidate } from '../../../../lib/forms';
import { confirm } from '../../../../ui/confirm';
import { MoneyInput } from '../../../../ui/inputs';
import { PageHeader } from '../../../../ui/PageHeader';
import { QueryState } from '../../../../ui/QueryState';
import { useEditor } from '../../../../ui/useEditor';
import { type Ledger, VARIANCE_REASON_THRESHOLD_CENTS } from '../../ledger-api';
import { ClosingFigures } from './ClosingFigures';
import { CountedCashSource, EarlyCloseAlert, earlyCloseText, varianceText } from './ClosingSafeguards';
import { alertColor, money, useDayChangeHour, useTimezone } from './common';
import { formatLongDay } from './days';

type Values = { counted_cash_cents: number | undefined; variance_reason: string };

/** Where the close page leads: the closings list and a closing's details (restaurant side, or the franchisor's). */
export interface CloseLinks {
  list: string;
  details: (id: string) => string;
}

/** The closed restaurant's clock: the signed-in restaurant's, unless the page closes another (the franchisor's). */
export interface RestaurantClock {
  timezone: string;
  day_change_hour: number;
}

const CloseForm = ({
  ledger,
  day,
  preview,
  links,
  clock,
}: {
  ledger: Ledger;
  day: string;
  preview: ClosingPreview;
  links: CloseLinks;
  clock?: RestaurantClock;
}) => {
  const navigate = useNavigate();
  const sessionTimezone = useTimezone();
  const sessionDayChangeHour = useDayChangeHour();
  const timezone = clock?.timezone ?? sessionTimezone;
  const dayChangeHour = clock?.day_change_hour ?? sessionDayChangeHour;
  const expected = preview.expected_cash_cents;
  // the cash counted in « Comptages » for these days is proposed; the user may still type another amount
  const proposed = preview.proposed_counted_cash_cents ?? undefined;
  const editor = useEditor<Values, { id: string }, Closing>({
    resource: ledger.closings,
    affects: [ledger.tickets.keys.all, ledger.journal.keys.all],
    validate: (values) => {
      const errors = zodValidate(closeDayInputSchema)({
        counted_cash_cents: values.counted_cash_cents,
        variance_reason: values.variance_reason || null,
      });
      if (values.counted_cash_cents === undefined) return { counted_cash_cents: 'Saisissez les espèces comptées' };
      const gap = Math.abs(values.counted_cash_cents - expected);
      if (gap > VARIANCE_REASON_THRESHOLD_CENTS && values.variance_reason.trim().length < 3)
        return { ...errors, variance_reason: `Un écart de plus de ${money(VARIANCE_REASON_THRESHOLD_CENTS)} demande un motif` };
      return errors;
    },
    empty: { counted_cash_cents: proposed, variance_reason: '' },
    toValues: () => ({ counted_cash_cents: proposed, variance_reason: '' }),
    save: (values) =>
      ledger.close(day, {
        counted_cash_cents: values.counted_cash_cents as number,
        variance_reason: values.variance_reason.trim() || null,
        // asked in the confirmation below when the day is not over
        ...(preview.day_not_over ? { confirm_early: true } : {}),
      } satisfies CloseDayRequest),
    created: (saved) => `Journée clôturée : clôture n°${saved.number}`,
    updated: 'Journée clôturée',
    onSaved: (saved) => navigate(links.details(saved.id as string)),
  });
  const { form } = editor;
  const counted = form.values.counted_cash_cents;
  const variance = counted === undefined ? null : counted - expected;
  const needsReason = variance !== null && Math.abs(variance) > VARIANCE_REASON_THRESHOLD_CENTS;

  const submit = form.onSubmit(async (values) => {
    const ok = await confirm({
      title: preview.day_not_over ? 'Clôturer avant la fin de la journée' : 'Clôturer la journée',
      message: `${preview.day_not_over ? `${earlyCloseText(preview, day, dayChangeHour)} ` : ''}La journée du ${formatLongDay(day)} sera clôturée : ${plural(preview.tickets_count, 'ticket', 'tickets')}, ${money(preview.total_ttc_cents)} TTC. Une clôture est définitive et ne peut pas être annulée.`,
      confirmLabel: preview.day_not_over ? 'Clôturer quand même' : 'Clôturer définitivement',
      danger: true,
    });
    if (ok) editor.mutation.mutate(values);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder padding="lg">
        <Stack>
          <EarlyCloseAlert preview={preview} day={day} dayChangeHour={dayChangeHour} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="sm" c="dimmed">
                Espèces attendues
              </Text>
              <Text fw={700} size="xl" data-testid="expected-cash">
                {money(expected)}
              </Text>
            </div>
            <MoneyInput
              label="Espèces comptées"
              required
              {...form.getInputProps('counted_cash_cents')}
              onChange={(v) => form.setFieldValue('counted_cash_cents', v)}
            />
            <div>
              <Text size="sm" c="dimmed">
                Écart
              </Text>
              <Text fw={700} size="xl" c={variance ? alertColor : undefined} aria-live="polite" data-testid="cash-variance">
                {variance === null ? '—' : varianceText(variance)}
              </Text>
            </div>
          </SimpleGrid>
          <CountedCashSource preview={preview} day={day} timezone={timezone} />
          <Textarea
            label="Motif de l'écart"
            description={`Obligatoire au-delà de ${money(VARIANCE_REASON_THRESHOLD_CENTS)} d'écart`}
            required={needsReason}
            autosize
            minRows={2}
            {...form.getInputProps('variance_reason')}
          />
          <Alert color="yellow">Une clôture est définitive : elle est chaînée et ne peut être ni modifiée ni annulée.</Alert>
          <Group justify="flex-end">
            <Button component={Link} to={links.list} variant="default">
              Annuler
            </Button>
            <Button type="submit" leftSection={<IconLock size={16} />} loading={editor.saving}>
              Clôturer la journée
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
};

/** Closing a business day of a restaurant: its figures, the cash counted, the confirmation. */
export function CloseDayView({
  ledger,
  day,
  links,
  restaurantName,
  clock,
}: {
  ledger: Ledger;
  day: string;
  links: CloseLinks;
  restaurantName?: string;
  clock?: RestaurantClock;
}) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const preview = useQuery({
    queryKey: [...ledger.closings.keys.all, 'preview', day],
    queryFn: () => ledger.preview(day),
    enabled: valid,
  });
  return (
    <>
      <Button component={Link} to={links.list} variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="xs" px={0}>
        Retour aux clôtures
      </Button>
      <PageHeader
        title={restaurantName ? `Clôturer la caisse — ${restaurantName}` : 'Clôturer la caisse'}
        description={valid ? `Journée du ${formatLongDay(day)}` : undefined}
      />
      {!valid ? (
        <Alert color="red" role="alert">
          Journée inconnue.
        </Alert>
      ) : (
        <QueryState query={preview}>
          {preview.data?.id && (
            <Alert color="blue" title="Journée déjà clôturée">
              La journée du {formatLongDay(day)} a été clôturée (clôture n°{preview.data.number}).{' '}
              <Anchor component={Link} to={links.details(preview.data.id)}>
                Voir la clôture
              </Anchor>
            </Alert>
          )}
          {preview.data && !preview.data.id && (
            <Stack gap="lg">
              <CloseForm ledger={ledger} day={day} preview={preview.data} links={links} clock={clock} />
              <ClosingFigures closing={preview.data} withCash={false} />
            </Stack>
          )}
        </QueryState>
      )}
    </>
  );
}
