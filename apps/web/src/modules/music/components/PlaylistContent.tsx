import { type PlaylistEntry, type PlaylistHeader, plural } from '@fitfit/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { DataTable } from '../../../ui/DataTable';
import { toast } from '../../../ui/toast';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, type PagedSource, type StreamSigner } from '../api';
import { player } from '../player/store';
import { Cover, MoodBadge, PlayButton, playlistTracks, toTrack } from './common';

/**
 * A playlist's content as a paged search (SPEC §7 `playlists/{id}`), in playing order, with "Lire la
 * playlist" (the whole of it goes to the player's queue) and a play button per song.
 */
export function PlaylistContent({
  playlist,
  content,
  sign,
}: {
  playlist: PlaylistHeader;
  /** Its content: the admin's playlist, a published one or the restaurant's own. */
  content: PagedSource<PlaylistEntry>;
  sign: StreamSigner;
}) {
  const list = usePagedList(content, { sort: 'position', order: 'asc' });
  const playAt = async (songId?: string) => {
    try {
      const tracks = await playlistTracks(content);
      const start = songId ? tracks.findIndex((t) => t.id === songId) : 0;
      player.playQueue(tracks.map(toTrack), Math.max(0, start), `Playlist « ${playlist.name} »`, sign);
    } catch (error) {
      toast.fromError(error);
    }
  };
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-label={`Contenu de ${playlist.name}`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group wrap="nowrap">
          <Cover url={playlist.cover_url} size={64} />
          <Stack gap={2}>
            <Title order={2} size="h4">
              {playlist.name}
            </Title>
            <Group gap="xs">
              <MoodBadge mood={playlist.mood} />
              <Text size="sm" c="dimmed">
                {plural(playlist.songs_count, 'musique', 'musiques')} · {formatDuration(playlist.total_duration_ms)}
              </Text>
            </Group>
            {playlist.description && (
              <Text size="sm" c="dimmed">
                {playlist.description}
              </Text>
            )}
          </Stack>
        </Group>
        <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => playAt()} disabled={playlist.songs_count === 0}>
          Lire la playlist
        </Button>
      </Group>
      <DataTable
        list={list}
        rowKey={(e) => e.id}
        searchPlaceholder="Rechercher dans la playlist"
        emptyText="Aucune musique ne correspond."
        columns={[
          { key: 'position', title: 'N°', sort: 'position', render: (e) => e.position + 1 },
          { key: 'play', title: 'Écouter', render: (e) => <PlayButton title={e.title} onPlay={() => playAt(e.id)} /> },
          { key: 'title', title: 'Titre', sort: 'title', render: (e) => e.title },
          { key: 'artist', title: 'Artiste', sort: 'artist', render: (e) => e.artist },
          { key: 'duration', title: 'Durée', sort: 'duration_ms', align: 'right', render: (e) => formatDuration(e.duration_ms) },
        ]}
      />
    </Paper>
  );
}
