import {
  type ScheduleInput,
  type ScheduleMoment,
  scheduleHours,
  scheduleMomentLabels,
  scheduleMoments,
  weekdayLabels,
} from '@fitfit/contracts';
import { Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconCalendarTime, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_TIMEZONE, dayjs } from '../../../lib/dates';
import { toast } from '../../../ui/toast';
import { useLookupList } from '../../../ui/usePagedList';
import { musicResources, streamUrlOf } from '../api';
import { player, type SchedulePick, usePlayer } from '../player/store';
import { playlistTracks, toTrack } from './common';

/** Monday first (SPEC §3: weekdays numbered Sunday 0 to Saturday 6, displayed Monday first). */
const week = [1, 2, 3, 4, 5, 6, 0];
const slot = (weekday: number, moment: ScheduleMoment) => `${weekday}-${moment}`;

/** The moment of the restaurant's day now (Paris time), or null between services. */
const momentNow = () => {
  const now = dayjs().tz(DEFAULT_TIMEZONE);
  const moment = scheduleMoments.find((m) => now.hour() >= scheduleHours[m][0] && now.hour() < scheduleHours[m][1]);
  return moment ? { weekday: now.day(), moment } : null;
};

/**
 * The week of the dining room: which playlist plays at lunch (11 h–15 h) and at dinner (18 h–23 h), day by
 * day; « Suivre le programme » plays the current moment's playlist and switches at the next song when the
 * moment changes.
 */
export function ScheduleEditor({ restaurantId }: { restaurantId: string }) {
  const music = musicResources(restaurantId);
  const key = ['music', restaurantId, 'schedule'];
  const queryClient = useQueryClient();
  const schedule = useQuery({ queryKey: key, queryFn: ({ signal }) => music.schedule(signal) });
  const playlists = useLookupList(music.playlists);
  const own = useLookupList(music.ownPlaylists);
  const [choices, setChoices] = useState<Record<string, string | null>>({});
  const { following } = usePlayer();
  useEffect(() => {
    if (schedule.data) setChoices(Object.fromEntries(schedule.data.entries.map((e) => [slot(e.weekday, e.moment), e.playlist_id])));
  }, [schedule.data]);
  const save = useMutation({
    mutationFn: () => {
      const entries: ScheduleInput['entries'] = [];
      for (const weekday of week)
        for (const moment of scheduleMoments) {
          const id = choices[slot(weekday, moment)];
          if (id) entries.push({ weekday, moment, playlist_id: id });
        }
      return music.saveSchedule({ entries });
    },
    onSuccess: async () => {
      toast.success('Programme de la semaine enregistré');
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.fromError(error),
  });
  const pick: SchedulePick = async () => {
    const now = momentNow();
    const fresh = await queryClient.fetchQuery({ queryKey: key, queryFn: ({ signal }) => music.schedule(signal), staleTime: 60_000 });
    const entry = now && fresh.entries.find((e) => e.weekday === now.weekday && e.moment === now.moment);
    if (!entry) return null;
    const content = entry.own ? music.ownPlaylistContent(entry.playlist_id) : music.playlistContent(entry.playlist_id);
    const tracks = (await playlistTracks(content)).map(toTrack);
    return { playlistId: entry.playlist_id, tracks, source: `Programme · « ${entry.playlist_name} »` };
  };
  const follow = async () => {
    try {
      if (!(await player.followSchedule(pick, streamUrlOf(restaurantId))))
        toast.info('Aucune playlist programmée en ce moment (déjeuner 11 h–15 h, dîner 18 h–23 h)');
    } catch (error) {
      toast.fromError(error);
    }
  };
  // the week offers the published playlists and the restaurant's own, in two groups
  const options = [
    { group: 'Publiées pour le restaurant', items: (playlists.data ?? []).map((p) => ({ value: p.id, label: p.name })) },
    { group: 'Mes playlists', items: (own.data ?? []).map((p) => ({ value: p.id, label: p.name })) },
  ].filter((g) => g.items.length > 0);
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-label="Programme de la semaine">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4">
            Programme de la semaine
          </Title>
          <Text size="sm" c="dimmed">
            La playlist du déjeuner (11 h–15 h) et du dîner (18 h–23 h), jour par jour.
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPlayerPlayFilled size={16} />} onClick={follow} aria-pressed={following}>
            {following ? 'Programme suivi' : 'Suivre le programme'}
          </Button>
          <Button leftSection={<IconCalendarTime size={16} />} onClick={() => save.mutate()} loading={save.isPending}>
            Enregistrer le programme
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Jour</Table.Th>
              {scheduleMoments.map((m) => (
                <Table.Th key={m}>{scheduleMomentLabels[m]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.map((weekday) => (
              <Table.Tr key={weekday}>
                <Table.Td>{weekdayLabels[weekday]}</Table.Td>
                {scheduleMoments.map((m) => (
                  <Table.Td key={m}>
                    <Select
                      aria-label={`${scheduleMomentLabels[m]} du ${weekdayLabels[weekday].toLowerCase()}`}
                      placeholder="Aucune"
                      clearable
                      data={options}
                      value={choices[slot(weekday, m)] ?? null}
                      onChange={(v) => setChoices((c) => ({ ...c, [slot(weekday, m)]: v }))}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
