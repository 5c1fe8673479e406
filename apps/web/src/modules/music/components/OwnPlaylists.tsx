import { type Mood, moodLabels, moods, type OwnPlaylist, ownPlaylistInputSchema, type PlaylistEntry, plural } from '@fitfit/contracts';
import { Button, Group, Paper, Select, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { zodValidate } from '../../../lib/forms';
import { DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { RowActions } from '../../../ui/RowActions';
import { toast } from '../../../ui/toast';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, musicResources } from '../api';
import type { Track } from '../player/store';
import { Cover, MoodBadge, playlistTracks, toTrack } from './common';
import { PlaylistSongs } from './PlaylistSongs';

type Values = { name: string; description: string; mood: Mood; songs: Track[] };
const moodOptions = moods.map((m) => ({ value: m, label: moodLabels[m] }));
const toBody = (v: Values) => ({ name: v.name, description: v.description, mood: v.mood, song_ids: v.songs.map((s) => s.id) });

/** The schedule's cache key: renaming or deleting an own playlist changes the week shown. */
export const scheduleKey = (restaurantId: string) => ['music', restaurantId, 'schedule'];

/**
 * « Mes playlists »: the restaurant's own playlists, built from the catalogue with the admin's editor
 * (drag or buttons to reorder, add from a search, total duration); a row shows its content below.
 */
export function OwnPlaylists({
  restaurantId,
  chosenId,
  onChoose,
}: {
  restaurantId: string;
  chosenId: string | null;
  onChoose(p: OwnPlaylist | null): void;
}) {
  const music = musicResources(restaurantId);
  const resource = music.ownPlaylists;
  const list = usePagedList(resource, { sort: 'name', order: 'asc' });
  const editor = useEditor<Values, OwnPlaylist>({
    resource,
    validate: (v) => {
      const { song_ids, ...fields } = zodValidate(ownPlaylistInputSchema)(toBody(v)) as Record<string, string>;
      return song_ids ? { ...fields, songs: song_ids } : fields;
    },
    save: (v, item) => music.saveOwnPlaylist(toBody(v), item?.id),
    empty: { name: '', description: '', mood: 'lunch', songs: [] },
    toValues: (p) => ({ name: p.name, description: p.description ?? '', mood: p.mood, songs: [] }),
    created: (p) => `La playlist « ${p.name} » a été créée`,
    updated: (p) => `La playlist « ${p.name} » a été modifiée`,
    affects: [scheduleKey(restaurantId)],
    onSaved: (p) => chosenId === p.id && onChoose(p),
  });
  // the songs of the playlist being edited come from its content (paged), then the form is clean again
  const edit = async (p: OwnPlaylist) => {
    editor.openEdit(p);
    try {
      const tracks = (await playlistTracks(music.ownPlaylistContent(p.id))).map((e: PlaylistEntry) => toTrack(e));
      editor.form.setFieldValue('songs', tracks);
      editor.form.resetDirty({ ...editor.form.getValues(), songs: tracks });
    } catch (error) {
      toast.fromError(error);
    }
  };
  const remove = useDeleteAction({
    resource,
    remove: music.deleteOwnPlaylist,
    noun: 'la playlist',
    consequence: 'Elle sort aussi du programme de la semaine. Cette action est définitive.',
    affects: [scheduleKey(restaurantId)],
  });
  const { form } = editor;
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-labelledby="own-playlists-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4" id="own-playlists-title">
            Mes playlists
          </Title>
          <Text size="sm" c="dimmed">
            Vos propres playlists, faites de musiques du catalogue.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={editor.openCreate}>
          Créer une playlist
        </Button>
      </Group>
      <DataTable
        list={list}
        rowKey={(p) => p.id}
        searchPlaceholder="Rechercher dans mes playlists"
        emptyText="Vous n'avez pas encore de playlist : créez-en une à partir du catalogue."
        onRowClick={(p: OwnPlaylist) => onChoose(p)}
        minWidth={0}
        columns={[
          { key: 'cover', title: 'Pochette', render: (p) => <Cover url={p.cover_url} /> },
          { key: 'name', title: 'Nom', sort: 'name', phone: true, render: (p) => p.name },
          { key: 'mood', title: 'Moment', sort: 'mood', render: (p) => <MoodBadge mood={p.mood} /> },
          {
            key: 'songs',
            title: 'Musiques',
            phone: true,
            render: (p) => `${plural(p.songs_count, 'musique', 'musiques')} · ${formatDuration(p.total_duration_ms)}`,
          },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            phone: true,
            render: (p) => (
              <RowActions
                label={p.name}
                onEdit={() => void edit(p)}
                onDelete={async () => {
                  if ((await remove(p.id, p.name)) && chosenId === p.id) onChoose(null);
                }}
              />
            ),
          },
        ]}
      />
      <FormModal editor={editor} title={editor.isNew ? 'Nouvelle playlist' : 'Modifier la playlist'} size="xl">
        <Group grow align="flex-start">
          <TextInput label="Nom" required {...form.getInputProps('name')} />
          <Select label="Moment" required data={moodOptions} allowDeselect={false} {...form.getInputProps('mood')} />
        </Group>
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <PlaylistSongs
          catalogue={music.songs}
          value={form.getValues().songs}
          onChange={(songs) => form.setFieldValue('songs', songs)}
          error={form.errors.songs as string | undefined}
        />
      </FormModal>
    </Paper>
  );
}
