import type { Song } from '@fitfit/contracts';
import { useState } from 'react';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, musicResources, streamUrlOf } from '../api';
import { Cover, PlayButton, SongFilters, toTrack } from '../components/common';
import { player } from '../player/store';

/** /music/songs: the platform's catalogue, searchable and filtered, each song playable. */
export default restaurantPage(function Songs({ restaurantId }) {
  const music = musicResources(restaurantId);
  const [filters, setFilters] = useState<{ genre: string | null; artist: string | null }>({ genre: null, artist: null });
  const list = usePagedList(music.songs, {
    sort: 'title',
    order: 'asc',
    filters: { genre: filters.genre ?? undefined, artist: filters.artist ?? undefined },
  });
  const playFrom = (song: Song) => {
    const rows = list.data?.data ?? [song];
    player.playQueue(rows.map(toTrack), Math.max(0, rows.indexOf(song)), 'Catalogue', streamUrlOf(restaurantId));
  };
  return (
    <>
      <PageHeader
        title="Musiques"
        description="Le catalogue de musiques de la plateforme : écoutez un morceau, la suite de la page s'enchaîne."
      />
      <DataTable
        list={list}
        rowKey={(s) => s.id}
        searchPlaceholder="Rechercher un titre, un artiste, un album"
        emptyText="Aucune musique ne correspond."
        toolbar={<SongFilters catalogue={music.songs} {...filters} onChange={setFilters} />}
        columns={[
          { key: 'play', title: 'Écouter', render: (s) => <PlayButton title={s.title} onPlay={() => playFrom(s)} /> },
          { key: 'cover', title: 'Pochette', render: (s) => <Cover url={s.cover_url} /> },
          { key: 'title', title: 'Titre', sort: 'title', render: (s) => s.title },
          { key: 'artist', title: 'Artiste', sort: 'artist', render: (s) => s.artist },
          { key: 'album', title: 'Album', sort: 'album', render: (s) => s.album ?? '—' },
          { key: 'genre', title: 'Genre', sort: 'genre', render: (s) => s.genre ?? '—' },
          { key: 'duration', title: 'Durée', sort: 'duration_ms', align: 'right', render: (s) => formatDuration(s.duration_ms) },
        ]}
      />
    </>
  );
});
