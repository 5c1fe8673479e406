import { type Playlist, plural } from '@fitfit/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, musicResources, streamUrlOf } from '../api';
import { Cover, MoodBadge } from '../components/common';
import { PlaylistContent } from '../components/PlaylistContent';
import { ScheduleEditor } from '../components/ScheduleEditor';

/** /music/playlists: the playlists published to the restaurant; one chosen shows its content and plays. */
export default restaurantPage(function Playlists({ restaurantId }) {
  const music = musicResources(restaurantId);
  const list = usePagedList<Playlist>(music.playlists, { sort: 'name', order: 'asc' });
  const [chosen, setChosen] = useState<Playlist | null>(null);
  return (
    <>
      <PageHeader
        title="Playlists"
        description="Les playlists que la plateforme publie pour votre restaurant : choisissez-en une pour l'écouter."
      />
      <DataTable
        list={list}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher une playlist"
        emptyText="Aucune playlist publiée pour votre restaurant pour l'instant."
        onRowClick={(p: Playlist) => setChosen(p)}
        columns={[
          { key: 'cover', title: 'Pochette', render: (p) => <Cover url={p.cover_url} /> },
          { key: 'name', title: 'Nom', sort: 'name', render: (p) => p.name },
          { key: 'mood', title: 'Moment', sort: 'mood', render: (p) => <MoodBadge mood={p.mood} /> },
          { key: 'songs', title: 'Musiques', render: (p) => plural(p.songs_count, 'musique', 'musiques') },
          { key: 'duration', title: 'Durée', align: 'right', render: (p) => formatDuration(p.total_duration_ms) },
          {
            key: 'open',
            title: 'Contenu',
            align: 'right',
            render: (p) => (
              <Button size="xs" variant="light" onClick={() => setChosen(p)} aria-label={`Voir le contenu de ${p.name}`}>
                Voir
              </Button>
            ),
          },
        ]}
      />
      {chosen && (
        <PlaylistContent key={chosen.id} playlist={chosen} path={music.playlists.item(chosen.id)} sign={streamUrlOf(restaurantId)} />
      )}
      <ScheduleEditor restaurantId={restaurantId} />
    </>
  );
});
