import { type MenuDayHours, weekdayLabels, weekdaysMondayFirst } from '@fitfit/contracts';
import { ActionIcon, Button, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

/**
 * Hours per weekday (Sunday 0 … Saturday 6), shown Monday first: closed, or one or more ranges — a menu's
 * availability, a restaurant's opening hours. `field` is the form's field of the days (its errors' prefix).
 */
export const HoursEditor = ({
  value,
  onChange,
  errors,
  field = 'hours',
}: {
  value: MenuDayHours[];
  onChange(hours: MenuDayHours[]): void;
  errors: Record<string, unknown>;
  field?: string;
}) => {
  const day = (weekday: number) => value.find((d) => d.weekday === weekday) ?? { weekday, closed: true, ranges: [] };
  const set = (weekday: number, next: MenuDayHours) =>
    onChange([...value.filter((d) => d.weekday !== weekday), next].sort((a, b) => a.weekday - b.weekday));
  const indexOf = (weekday: number) => value.findIndex((d) => d.weekday === weekday);
  const copyToAll = (weekday: number) => {
    const source = day(weekday);
    onChange([0, 1, 2, 3, 4, 5, 6].map((w) => ({ ...source, weekday: w, ranges: source.ranges.map((r) => ({ ...r })) })));
  };
  return (
    <Stack gap={0}>
      {weekdaysMondayFirst.map((weekday) => {
        const d = day(weekday);
        const i = indexOf(weekday);
        const label = weekdayLabels[weekday];
        return (
          // A day is one line on a wide screen; on a phone its ranges go under the day and its switch.
          <Group key={weekday} align="flex-start" gap="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Group w={{ base: '100%', sm: 230 }} wrap="nowrap" gap="sm">
              <Text fw={500} w={90}>
                {label}
              </Text>
              <Switch
                label={d.closed ? 'Fermé' : 'Ouvert'}
                aria-label={`${label} : ouvert`}
                checked={!d.closed}
                onChange={(e) =>
                  set(
                    weekday,
                    e.currentTarget.checked
                      ? { weekday, closed: false, ranges: d.ranges.length ? d.ranges : [{ start: '11:30', end: '14:30' }] }
                      : { weekday, closed: true, ranges: [] },
                  )
                }
              />
            </Group>
            {!d.closed && (
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                {d.ranges.map((r, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: ranges are positional
                  <Group key={k} gap="xs" wrap="nowrap" align="flex-start">
                    <TextInput
                      type="time"
                      aria-label={`${label}, plage ${k + 1} : début`}
                      value={r.start}
                      w={{ base: 124, sm: 140 }}
                      error={i >= 0 ? (errors[`${field}.${i}.ranges.${k}.start`] as string | undefined) : undefined}
                      onChange={(e) =>
                        set(weekday, { ...d, ranges: d.ranges.map((x, j) => (j === k ? { ...x, start: e.currentTarget.value } : x)) })
                      }
                    />
                    <Text mt={6}>à</Text>
                    <TextInput
                      type="time"
                      aria-label={`${label}, plage ${k + 1} : fin`}
                      value={r.end}
                      w={{ base: 124, sm: 140 }}
                      error={i >= 0 ? (errors[`${field}.${i}.ranges.${k}.end`] as string | undefined) : undefined}
                      onChange={(e) =>
                        set(weekday, { ...d, ranges: d.ranges.map((x, j) => (j === k ? { ...x, end: e.currentTarget.value } : x)) })
                      }
                    />
                    <Tooltip label="Retirer la plage">
                      <ActionIcon
                        mt={4}
                        variant="subtle"
                        color="red"
                        aria-label={`${label} : retirer la plage ${k + 1}`}
                        onClick={() => {
                          const ranges = d.ranges.filter((_, j) => j !== k);
                          set(weekday, { weekday, closed: ranges.length === 0, ranges });
                        }}
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
                <Group gap="xs" wrap="wrap">
                  {d.ranges.length < 4 && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconPlus size={12} />}
                      onClick={() => set(weekday, { ...d, ranges: [...d.ranges, { start: '19:00', end: '22:30' }] })}
                    >
                      Ajouter une plage
                    </Button>
                  )}
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => copyToAll(weekday)}>
                    Appliquer à tous les jours
                  </Button>
                </Group>
              </Stack>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};
