import { frDay, type RestaurantDetails } from '@fitfit/contracts';
import { Alert, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClockHour4 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { SectionCard } from '../../../ui/SectionCard';
import type { DetailsValues } from './values';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hour(h) }));

/**
 * « Fuseau et changement de jour »: the timezone (IANA, the browser's list) and the hour a business day ends. A new
 * setting applies from the next business day: the one under way keeps the end it has, the tickets sealed and the
 * closings made keep their dates.
 */
export function ClockSection({ form, details }: { form: UseFormReturnType<DetailsValues>; details: RestaurantDetails }) {
  const zones = useMemo(() => {
    const known = Intl.supportedValuesOf('timeZone');
    return [...new Set([form.values.timezone, details.clock.timezone, ...known])].filter(Boolean);
  }, [form.values.timezone, details.clock.timezone]);
  const { clock } = details;
  const next = clock.next_change;
  return (
    <SectionCard
      title="Fuseau et changement de jour"
      description="Le fuseau horaire et l’heure à laquelle une journée d’activité se termine (les ventes de la nuit comptent dans la journée de la veille)."
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Fuseau horaire"
            withAsterisk
            searchable
            data={zones}
            nothingFoundMessage="Aucun fuseau ne correspond"
            allowDeselect={false}
            {...form.getInputProps('timezone')}
          />
          <Select
            label="Changement de jour"
            withAsterisk
            data={HOURS}
            allowDeselect={false}
            {...form.getInputProps('day_change_hour')}
            value={String(form.values.day_change_hour)}
            onChange={(v) => form.setFieldValue('day_change_hour', v === null ? 5 : Number(v))}
          />
        </SimpleGrid>
        <Text size="sm">
          Un changement s’applique <strong>à partir du prochain jour d’activité</strong> : la journée en cours (du{' '}
          {frDay(clock.business_date)}, {clock.timezone}) se termine à {hour(clock.day_change_hour)} comme prévu, et les tickets déjà
          enregistrés comme les clôtures gardent leurs dates.
        </Text>
        {next && (
          <Alert color="blue" icon={<IconClockHour4 size={18} />} title="Changement programmé">
            À partir de la journée du {frDay(next.from)} : fuseau {next.timezone}, changement de jour à {hour(next.day_change_hour)}.
            Jusque-là : {clock.timezone}, {hour(clock.day_change_hour)}.
          </Alert>
        )}
      </Stack>
    </SectionCard>
  );
}
