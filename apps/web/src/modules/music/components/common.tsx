import { type Mood, moodLabels, type PlaylistEntry } from '@fitfit/contracts';
import { ActionIcon, Badge, Box, Group, Image, Select, Tooltip } from '@mantine/core';
import { IconMusic, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Catalogue, PagedSource } from '../api';
import type { Track } from '../player/store';

/** A song's or playlist's cover, or a note when it has none. */
export const Cover = ({ url, size = 36 }: { url: string | null; size?: number }) =>
  url ? (
    <Image src={url} alt="" w={size} h={size} radius="sm" fit="cover" />
  ) : (
    <Box
      w={size}
      h={size}
      style={{ display: 'grid', placeItems: 'center', background: 'var(--mantine-color-default-hover)', borderRadius: 4 }}
    >
      <IconMusic size={size * 0.5} aria-hidden />
    </Box>
  );

export const MoodBadge = ({ mood }: { mood: Mood }) => (
  <Badge variant="light" color="grape">
    {moodLabels[mood]}
  </Badge>
);

export const PlayButton = ({ title, onPlay }: { title: string; onPlay(): void }) => (
  <Tooltip label="Écouter">
    <ActionIcon
      variant="light"
      radius="xl"
      aria-label={`Écouter ${title}`}
      onClick={(e) => {
        e.stopPropagation();
        onPlay();
      }}
    >
      <IconPlayerPlayFilled size={16} />
    </ActionIcon>
  </Tooltip>
);

/** Genre and artist filters of a song list, from the catalogue's facets. */
export const SongFilters = ({
  catalogue,
  genre,
  artist,
  onChange,
}: {
  /** The admin's catalogue or the restaurant's read of it. */
  catalogue: Catalogue;
  genre: string | null;
  artist: string | null;
  onChange(f: { genre: string | null; artist: string | null }): void;
}) => {
  const facets = useQuery({ queryKey: ['music', 'facets', catalogue.path], queryFn: ({ signal }) => catalogue.facets(signal) });
  return (
    <Group gap="xs">
      <Select
        aria-label="Genre"
        placeholder="Tous les genres"
        clearable
        data={facets.data?.genres ?? []}
        value={genre}
        onChange={(g) => onChange({ genre: g, artist })}
        w={180}
      />
      <Select
        aria-label="Artiste"
        placeholder="Tous les artistes"
        clearable
        searchable
        data={facets.data?.artists ?? []}
        value={artist}
        onChange={(a) => onChange({ genre, artist: a })}
        w={200}
      />
    </Group>
  );
};

/** Every song of a playlist in playing order (pages of 100), for the player's queue or the editor. */
export const playlistTracks = async (content: PagedSource<PlaylistEntry>): Promise<PlaylistEntry[]> => {
  const all: PlaylistEntry[] = [];
  for (let page = 1; ; page++) {
    const p = await content.page({ page, per_page: 100, sort: 'position', order: 'asc' });
    all.push(...p.data);
    if (page >= p.total_pages) return all;
  }
};

export const toTrack = (s: Track): Track => ({
  id: s.id,
  title: s.title,
  artist: s.artist,
  cover_url: s.cover_url,
  duration_ms: s.duration_ms,
});
