import { FOOTER_HEIGHT } from '@fitfit/contracts';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Popover,
  ScrollArea,
  Slider,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import {
  IconArrowsShuffle,
  IconMusic,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconPlaylist,
  IconRepeat,
  IconRepeatOnce,
  IconVolume,
  IconX,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSession } from '../../../app/session/store';
import { useScreenSize } from '../../../ui/screen';
import { formatDuration } from '../api';
import { play, player, usePlayer } from './store';

const repeatLabels = { off: 'Répéter : non', all: 'Répéter : toute la file', one: 'Répéter : ce morceau' } as const;
export const PLAYER_SHORTCUTS = 'Alt+K lecture/pause, Alt+J précédent, Alt+L suivant';

/**
 * The player bar of the shell, above the footer, shown once something was put on: cover, title, seek
 * bar, previous / play-pause / next, shuffle, repeat, volume, the queue. Alt+K, Alt+J and Alt+L work on
 * every screen (not while typing in a field), and the media keys through the Media Session API. After a reload it
 * shows the song that was playing, paused where it was, with « Reprendre ».
 */
export function PlayerBar() {
  const s = usePlayer();
  const small = useScreenSize() === 'sm';
  const userId = useSession((session) => session.currentUser?.id);
  useEffect(() => {
    if (userId) player.restore(userId);
  }, [userId]);
  useHotkeys([
    ['alt+K', () => player.toggle()],
    ['alt+L', () => player.next()],
    ['alt+J', () => player.previous()],
  ]);
  const track = s.queue[s.index];
  if (!track) return null;
  const duration = s.duration || track.duration_ms / 1000;
  return (
    <Paper
      component="section"
      aria-label="Lecteur de musique"
      shadow="md"
      withBorder
      p="xs"
      style={{ position: 'fixed', left: 0, right: 0, bottom: FOOTER_HEIGHT, zIndex: 150, borderRadius: 0 }}
    >
      <Group wrap="nowrap" gap="sm">
        {track.cover_url ? (
          <Image src={track.cover_url} alt="" w={44} h={44} radius="sm" />
        ) : (
          <Box w={44} h={44} style={{ display: 'grid', placeItems: 'center' }}>
            <IconMusic aria-hidden />
          </Box>
        )}
        <Stack gap={0} style={{ minWidth: 0, flex: small ? 1 : '0 0 220px' }}>
          <Text size="sm" fw={600} truncate data-testid="player-title">
            {track.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {/* the phone's bar has no seek bar: where « Reprendre » starts is said here */}
            {s.resumable && small ? `En pause à ${formatDuration(s.currentTime * 1000)}` : track.artist}
            {s.source && !small ? ` · ${s.source}` : ''}
          </Text>
          {s.error && (
            <Text size="xs" c="red" role="alert">
              {s.error}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Précédent (Alt+J)">
            <ActionIcon variant="subtle" aria-label="Précédent" onClick={player.previous}>
              <IconPlayerSkipBackFilled size={18} />
            </ActionIcon>
          </Tooltip>
          {s.resumable && !small ? (
            <Tooltip label={`Reprendre à ${formatDuration(s.currentTime * 1000)} (Alt+K)`}>
              <Button radius="xl" size="compact-md" leftSection={<IconPlayerPlayFilled size={16} />} onClick={player.resume}>
                Reprendre
              </Button>
            </Tooltip>
          ) : (
            <Tooltip label={`${s.playing ? 'Pause' : 'Lecture'} (Alt+K)`}>
              <ActionIcon
                size="lg"
                radius="xl"
                aria-label={s.resumable ? 'Reprendre' : s.playing ? 'Pause' : 'Lecture'}
                onClick={s.resumable ? player.resume : player.toggle}
              >
                {s.playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Suivant (Alt+L)">
            <ActionIcon variant="subtle" aria-label="Suivant" onClick={player.next}>
              <IconPlayerSkipForwardFilled size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {!small && (
          <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
            <Text size="xs" c="dimmed" w={40} ta="right">
              {formatDuration(s.currentTime * 1000)}
            </Text>
            <Slider
              style={{ flex: 1 }}
              min={0}
              max={Math.max(duration, 0.1)}
              step={0.1}
              value={Math.min(s.currentTime, duration)}
              onChange={player.seek}
              label={(v) => formatDuration(v * 1000)}
              thumbLabel="Position dans le morceau"
              aria-label="Position dans le morceau"
            />
            <Text size="xs" c="dimmed" w={40}>
              {formatDuration(duration * 1000)}
            </Text>
          </Group>
        )}
        {!small && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={s.shuffle ? 'Lecture aléatoire : oui' : 'Lecture aléatoire : non'}>
              <ActionIcon
                variant={s.shuffle ? 'light' : 'subtle'}
                aria-label="Lecture aléatoire"
                aria-pressed={s.shuffle}
                onClick={player.toggleShuffle}
              >
                <IconArrowsShuffle size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={repeatLabels[s.repeat]}>
              <ActionIcon
                variant={s.repeat === 'off' ? 'subtle' : 'light'}
                aria-label={repeatLabels[s.repeat]}
                onClick={player.cycleRepeat}
              >
                {s.repeat === 'one' ? <IconRepeatOnce size={18} /> : <IconRepeat size={18} />}
              </ActionIcon>
            </Tooltip>
            <IconVolume size={18} aria-hidden />
            <Slider
              w={90}
              min={0}
              max={1}
              step={0.05}
              value={s.volume}
              onChange={player.setVolume}
              label={null}
              thumbLabel="Volume"
              aria-label="Volume"
            />
          </Group>
        )}
        <Popover position="top-end" width={320} shadow="md">
          <Popover.Target>
            <Tooltip label="File de lecture">
              <ActionIcon variant="subtle" aria-label="File de lecture">
                <IconPlaylist size={18} />
              </ActionIcon>
            </Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="xs" c="dimmed" mb={4}>
              {PLAYER_SHORTCUTS}
            </Text>
            <ScrollArea.Autosize mah={300}>
              <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {s.order.map((i) => (
                  <li key={s.queue[i].id}>
                    <UnstyledButton onClick={() => void play(i)} w="100%" p={4} aria-current={i === s.index || undefined}>
                      <Text size="sm" fw={i === s.index ? 700 : 400} truncate>
                        {s.queue[i].title} — {s.queue[i].artist}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Popover.Dropdown>
        </Popover>
        <Tooltip label="Fermer le lecteur">
          <ActionIcon variant="subtle" color="gray" aria-label="Fermer le lecteur" onClick={player.stop}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** Room under the page's content for the bar while it shows, so that it never hides the last rows. */
export function PlayerSpacer() {
  const s = usePlayer();
  return s.index >= 0 ? <Box h={72} aria-hidden /> : null;
}
