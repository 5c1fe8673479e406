import { type Mark, type Mood, moodLabels, moods, type Playlist, type PlaylistEntry, playlistInputSchema, plural } from '@fitfit/contracts';
import { Button, FileInput, Group, MultiSelect, SegmentedControl, Select, Switch, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconRestore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { zodValidate } from '../../../lib/forms';
import { DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useLookupList, usePagedList } from '../../../ui/usePagedList';
import { admin } from '../../admin/api';
import { formatDuration, musicAdmin, streamUrlOf } from '../api';
import { Cover, MoodBadge, playlistTracks, toTrack } from '../components/common';
import { PlaylistContent } from '../components/PlaylistContent';
import { PlaylistSongs } from '../components/PlaylistSongs';
import type { Track } from '../player/store';

type Values = {
  name: string;
  description: string;
  mood: Mood;
  publish_to_all: boolean;
  mark_ids: string[];
  songs: Track[];
  cover: File | null;
};
const moodOptions = moods.map((m) => ({ value: m, label: moodLabels[m] }));
const toBody = (v: Values) => ({
  name: v.name,
  description: v.description,
  mood: v.mood,
  publish_to_all: v.publish_to_all,
  mark_ids: v.publish_to_all ? [] : v.mark_ids,
  song_ids: v.songs.map((s) => s.id),
});
const publication = (p: Playlist, markName: (id: string) => string) =>
  p.publish_to_all ? 'Tous les restaurants' : p.mark_ids.length ? p.mark_ids.map(markName).join(', ') : 'Non publiée';

/** /music/admin-playlists: the catalogue's playlists — songs in order, cover, moment, publication; soft delete and restore. */
export default function AdminPlaylists() {
  const playlists = musicAdmin.playlists;
  const queryClient = useQueryClient();
  const [view, setView] = useState<'live' | 'deleted'>('live');
  const [chosen, setChosen] = useState<Playlist | null>(null);
  const list = usePagedList(playlists, {
    sort: 'name',
    order: 'asc',
    filters: { only_soft_deleted: view === 'deleted' ? 'true' : undefined },
  });
  const marks = useLookupList<Mark>(admin.marks);
  const markName = (id: string) => marks.data?.find((m) => m.id === id)?.name ?? 'Marque';
  const editor = useEditor<Values, Playlist>({
    resource: playlists,
    validate: (v) => {
      const { song_ids, ...fields } = zodValidate(playlistInputSchema)(toBody(v)) as Record<string, string>;
      return song_ids ? { ...fields, songs: song_ids } : fields;
    },
    empty: { name: '', description: '', mood: 'lunch', publish_to_all: true, mark_ids: [], songs: [], cover: null },
    toValues: (p) => ({
      name: p.name,
      description: p.description ?? '',
      mood: p.mood,
      publish_to_all: p.publish_to_all,
      mark_ids: p.mark_ids,
      songs: [],
      cover: null,
    }),
    save: async (v, item) => {
      const saved = await musicAdmin.savePlaylist(toBody(v), item?.id);
      return v.cover ? musicAdmin.setPlaylistCover(saved.id, v.cover) : saved;
    },
    created: (p) => `La playlist « ${p.name} » a été créée`,
    updated: (p) => `La playlist « ${p.name} » a été modifiée`,
    affects: [musicAdmin.songs.keys.all],
    onSaved: (p) => chosen?.id === p.id && setChosen(p),
  });
  // the songs of the playlist being edited come from its content (paged), then the form is clean again
  const edit = async (p: Playlist) => {
    editor.openEdit(p);
    try {
      const tracks = (await playlistTracks(musicAdmin.playlistContent(p.id))).map((e: PlaylistEntry) => toTrack(e));
      editor.form.setFieldValue('songs', tracks);
      editor.form.resetDirty({ ...editor.form.getValues(), songs: tracks });
    } catch (error) {
      toast.fromError(error);
    }
  };
  const remove = useDeleteAction({
    resource: playlists,
    remove: musicAdmin.deletePlaylist,
    noun: 'la playlist',
    consequence: 'Les restaurants ne la recevront plus. Vous pourrez la restaurer depuis « Supprimées ».',
  });
  const restore = async (p: Playlist) => {
    try {
      await musicAdmin.restorePlaylist(p.id);
      toast.success(`La playlist « ${p.name} » a été restaurée`);
      await queryClient.invalidateQueries({ queryKey: playlists.keys.all });
    } catch (error) {
      toast.fromError(error);
    }
  };
  const { form } = editor;
  return (
    <>
      <PageHeader
        title="Playlists (catalogue)"
        description="Les playlists que la plateforme publie aux restaurants qui ont le module musique : à tous, ou aux restaurants de marques choisies."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
            Ajouter une playlist
          </Button>
        }
      />
      <DataTable
        list={list}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher une playlist"
        emptyText={view === 'live' ? 'Aucune playlist : ajoutez-en une.' : 'Aucune playlist supprimée.'}
        onRowClick={view === 'live' ? (p: Playlist) => setChosen(p) : undefined}
        toolbar={
          <SegmentedControl
            aria-label="Playlists affichées"
            value={view}
            onChange={(v) => {
              setView(v as 'live' | 'deleted');
              setChosen(null);
            }}
            data={[
              { value: 'live', label: 'Actives' },
              { value: 'deleted', label: 'Supprimées' },
            ]}
          />
        }
        columns={[
          { key: 'cover', title: 'Pochette', render: (p) => <Cover url={p.cover_url} /> },
          { key: 'name', title: 'Nom', sort: 'name', render: (p) => p.name },
          { key: 'mood', title: 'Moment', sort: 'mood', render: (p) => <MoodBadge mood={p.mood} /> },
          {
            key: 'songs',
            title: 'Musiques',
            render: (p) => `${plural(p.songs_count, 'musique', 'musiques')} · ${formatDuration(p.total_duration_ms)}`,
          },
          { key: 'publication', title: 'Publiée pour', render: (p) => publication(p, markName) },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            render: (p) =>
              p.deleted_at ? (
                <Tooltip label="Restaurer">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRestore size={14} />}
                    aria-label={`Restaurer ${p.name}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      void restore(p);
                    }}
                  >
                    Restaurer
                  </Button>
                </Tooltip>
              ) : (
                <RowActions label={p.name} onEdit={() => void edit(p)} onDelete={() => remove(p.id, p.name)} />
              ),
          },
        ]}
      />
      {chosen && view === 'live' && (
        <PlaylistContent key={chosen.id} playlist={chosen} content={musicAdmin.playlistContent(chosen.id)} sign={streamUrlOf(null)} />
      )}
      <FormModal editor={editor} title={editor.isNew ? 'Nouvelle playlist' : 'Modifier la playlist'} size="xl">
        <Group grow align="flex-start">
          <TextInput label="Nom" required {...form.getInputProps('name')} />
          <Select label="Moment" required data={moodOptions} allowDeselect={false} {...form.getInputProps('mood')} />
        </Group>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <FileInput
          label="Pochette"
          description="Image JPEG, PNG ou WebP, 5 Mo au plus"
          accept="image/jpeg,image/png,image/webp"
          clearable
          {...form.getInputProps('cover')}
        />
        <Switch label="Publier pour tous les restaurants" {...form.getInputProps('publish_to_all', { type: 'checkbox' })} />
        {!form.getValues().publish_to_all && (
          <MultiSelect
            label="Marques"
            description="Sans marque choisie, la playlist n'est publiée pour personne."
            data={(marks.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            searchable
            {...form.getInputProps('mark_ids')}
          />
        )}
        <PlaylistSongs
          catalogue={musicAdmin.songs}
          value={form.getValues().songs}
          onChange={(songs) => form.setFieldValue('songs', songs)}
          error={form.errors.songs as string | undefined}
        />
      </FormModal>
    </>
  );
}
