import { type Playlist, type PlaylistHeader, plural } from '@fitfit/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../../ui/DataTable';
import { PageHeader } from '../../../ui/PageHeader';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, musicResources, streamUrlOf } from '../api';
import { Cover, MoodBadge } from '../components/common';
import { OwnPlaylists } from '../components/OwnPlaylists';
import { PlaylistContent } from '../components/PlaylistContent';
import { ScheduleEditor } from '../components/ScheduleEditor';

/**
 * /music/playlists: the playlists published to the restaurant and its own ones; one chosen shows its content
 * (under its table) and plays; the week's schedule offers both.
 */
export default restaurantPage(function Playlists({ restaurantId }) {
  const music = musicResources(restaurantId);
  const list = usePagedList(music.playlists, { sort: 'name', order: 'asc' });
  const [chosen, setChosen] = useState<{ playlist: PlaylistHeader; own: boolean } | null>(null);
  const content = (own: boolean) =>
    chosen?.own === own && (
      <PlaylistContent
        key={chosen.playlist.id}
        playlist={chosen.playlist}
        content={own ? music.ownPlaylistContent(chosen.playlist.id) : music.playlistContent(chosen.playlist.id)}
        sign={streamUrlOf(restaurantId)}
      />
    );
  return (
    <>
      <PageHeader
        title="Playlists"
        description="Les playlists que la plateforme publie pour votre restaurant et les vôtres : choisissez-en une pour l'écouter."
      />
      <DataTable
        list={list}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher une playlist"
        emptyText="Aucune playlist publiée pour votre restaurant pour l'instant."
        onRowClick={(p: Playlist) => setChosen({ playlist: p, own: false })}
        minWidth={0}
        columns={[
          { key: 'cover', title: 'Pochette', render: (p) => <Cover url={p.cover_url} /> },
          { key: 'name', title: 'Nom', sort: 'name', phone: true, render: (p) => p.name },
          { key: 'mood', title: 'Moment', sort: 'mood', render: (p) => <MoodBadge mood={p.mood} /> },
          { key: 'songs', title: 'Musiques', render: (p) => plural(p.songs_count, 'musique', 'musiques') },
          { key: 'duration', title: 'Durée', align: 'right', phone: true, render: (p) => formatDuration(p.total_duration_ms) },
          {
            key: 'open',
            title: 'Contenu',
            align: 'right',
            phone: true,
            render: (p) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setChosen({ playlist: p, own: false })}
                aria-label={`Voir le contenu de ${p.name}`}
              >
                Voir
              </Button>
            ),
          },
        ]}
      />
      {content(false)}
      <OwnPlaylists
        restaurantId={restaurantId}
        chosenId={chosen?.own ? chosen.playlist.id : null}
        onChoose={(p) => setChosen(p && { playlist: p, own: true })}
      />
      {content(true)}
      <ScheduleEditor restaurantId={restaurantId} />
    </>
  );
});
