import { type Song, type SongInput, songInputSchema } from '@fitfit/contracts';
import { Button, Checkbox, FileInput, NumberInput, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { zodValidate } from '../../../lib/forms';
import { errorMessage } from '../../../lib/http';
import { DataTable } from '../../../ui/DataTable';
import { FormModal } from '../../../ui/FormModal';
import { PageHeader } from '../../../ui/PageHeader';
import { RowActions } from '../../../ui/RowActions';
import { useDeleteAction } from '../../../ui/useDeleteAction';
import { useEditor } from '../../../ui/useEditor';
import { useFilePicker } from '../../../ui/useFilePicker';
import { usePagedList } from '../../../ui/usePagedList';
import { formatDuration, musicAdmin, streamUrlOf } from '../api';
import { Cover, PlayButton, SongFilters, toTrack } from '../components/common';
import { type UploadItem, UploadQueue } from '../components/UploadQueue';
import { player } from '../player/store';

type Values = {
  title: string;
  artist: string;
  album: string;
  genre: string;
  duration_s: number;
  /** A new audio file for the song (its tags and duration are read again). */
  file: File | null;
  cover: File | null;
  remove_cover: boolean;
};
const tagFields = ['title', 'artist', 'album', 'genre', 'duration_s'] as const;
const ACCEPT = 'audio/mpeg,audio/ogg,audio/mp4,audio/x-m4a,audio/flac,.mp3,.ogg,.oga,.opus,.m4a,.flac';

/** /music/admin-songs: upload (several files, each with its progress), tags corrected, search, filters, delete. */
export default function AdminSongs() {
  const songs = musicAdmin.songs;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<{ genre: string | null; artist: string | null }>({ genre: null, artist: null });
  const list = usePagedList(songs, {
    sort: 'created_at',
    filters: { genre: filters.genre ?? undefined, artist: filters.artist ?? undefined },
  });
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const patch = (key: string, p: Partial<UploadItem>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...p } : u)));

  // one file after the other: the progress of each is its own, and a refused file does not stop the others
  const send = async (files: File[]) => {
    const items = files.map((f, i) => ({ key: `${Date.now()}-${i}-${f.name}`, name: f.name, progress: 0, status: 'waiting' as const }));
    setUploads((all) => [...all.filter((u) => u.status === 'waiting' || u.status === 'sending'), ...items]);
    for (const [i, file] of files.entries()) {
      const key = items[i].key;
      patch(key, { status: 'sending' });
      try {
        const song = await musicAdmin.uploadSong(file, (progress) => patch(key, { progress }));
        patch(key, { status: 'done', progress: 1, message: `Ajoutée : « ${song.title} » — ${song.artist}` });
      } catch (error) {
        patch(key, { status: 'error', message: errorMessage(error) });
      }
    }
    await queryClient.invalidateQueries({ queryKey: songs.keys.all });
    await queryClient.invalidateQueries({ queryKey: ['music', 'facets'] });
  };
  const picker = useFilePicker({ multiple: true, accept: ACCEPT, onPick: (files) => void send(files) });

  const editor = useEditor<Values, Song>({
    resource: songs,
    validate: (v) => {
      const { duration_ms, ...fields } = zodValidate(songInputSchema)(toBody(v)) as Record<string, string>;
      return duration_ms ? { ...fields, duration_s: duration_ms } : fields;
    },
    empty: { title: '', artist: '', album: '', genre: '', duration_s: 0, file: null, cover: null, remove_cover: false },
    toValues,
    // a new file first (the server reads its tags and duration), then what the admin changed by hand over
    // them, then the cover
    save: async (v, item) => {
      if (!item) throw new Error('songs are added by upload');
      let saved = item;
      if (v.file) saved = await musicAdmin.replaceSongFile(item.id, v.file);
      const before = toValues(item);
      const changed = tagFields.some((f) => v[f] !== before[f]);
      if (changed || !v.file) {
        const base = toValues(saved);
        const merged = { ...base, ...Object.fromEntries(tagFields.filter((f) => v[f] !== before[f]).map((f) => [f, v[f]])) };
        saved = await musicAdmin.updateSong(item.id, toBody(merged as Values));
      }
      if (v.cover) saved = await musicAdmin.setSongCover(item.id, v.cover);
      else if (v.remove_cover && saved.cover_url) saved = await musicAdmin.clearSongCover(item.id);
      return saved;
    },
    created: 'Musique ajoutée',
    updated: (s) => `« ${s.title} » a été modifiée`,
    // a new file changes the durations of the playlists holding the song
    affects: [['music', 'facets'], musicAdmin.playlists.keys.all],
  });
  const remove = useDeleteAction({ resource: songs, remove: musicAdmin.deleteSong, noun: 'la musique', affects: [['music', 'facets']] });
  const playFrom = (song: Song) => {
    const rows = list.data?.data ?? [song];
    player.playQueue(rows.map(toTrack), Math.max(0, rows.indexOf(song)), 'Catalogue', streamUrlOf(null));
  };
  return (
    <>
      <PageHeader
        title="Musiques (catalogue)"
        description="Fichiers MP3, OGG, M4A ou FLAC : titre, artiste, album, genre, durée et pochette sont lus dans le fichier, puis modifiables."
        actions={
          <Button leftSection={<IconUpload size={16} />} onClick={picker.open}>
            Ajouter des musiques
          </Button>
        }
      />
      {picker.element}
      <UploadQueue items={uploads} onClear={() => setUploads([])} />
      <DataTable
        list={list}
        rowKey={(s) => s.id}
        searchPlaceholder="Rechercher un titre, un artiste, un album"
        emptyText="Aucune musique : ajoutez des fichiers audio."
        toolbar={<SongFilters catalogue={songs} {...filters} onChange={setFilters} />}
        columns={[
          { key: 'play', title: 'Écouter', render: (s) => <PlayButton title={s.title} onPlay={() => playFrom(s)} /> },
          { key: 'cover', title: 'Pochette', render: (s) => <Cover url={s.cover_url} /> },
          { key: 'title', title: 'Titre', sort: 'title', render: (s) => s.title },
          { key: 'artist', title: 'Artiste', sort: 'artist', render: (s) => s.artist },
          { key: 'album', title: 'Album', sort: 'album', render: (s) => s.album ?? '—' },
          { key: 'genre', title: 'Genre', sort: 'genre', render: (s) => s.genre ?? '—' },
          { key: 'duration', title: 'Durée', sort: 'duration_ms', align: 'right', render: (s) => formatDuration(s.duration_ms) },
          { key: 'format', title: 'Format', render: (s) => s.format.toUpperCase() },
          {
            key: 'actions',
            title: 'Actions',
            align: 'right',
            render: (s) => <RowActions label={s.title} onEdit={() => editor.openEdit(s)} onDelete={() => remove(s.id, s.title)} />,
          },
        ]}
      />
      <FormModal editor={editor} title="Modifier la musique">
        <TextInput label="Titre" required {...editor.form.getInputProps('title')} />
        <TextInput label="Artiste" required {...editor.form.getInputProps('artist')} />
        <TextInput label="Album" {...editor.form.getInputProps('album')} />
        <TextInput label="Genre" {...editor.form.getInputProps('genre')} />
        <NumberInput label="Durée (secondes)" min={0} allowDecimal={false} {...editor.form.getInputProps('duration_s')} />
        <FileInput
          label="Remplacer le fichier audio"
          description="MP3, OGG, M4A ou FLAC : la durée et les étiquettes du nouveau fichier remplacent les actuelles (sauf vos modifications ci-dessus)."
          accept={ACCEPT}
          clearable
          {...editor.form.getInputProps('file')}
        />
        <FileInput
          label="Pochette"
          description="Image JPEG, PNG ou WebP, 5 Mo au plus"
          accept="image/jpeg,image/png,image/webp"
          clearable
          {...editor.form.getInputProps('cover')}
        />
        {editor.editing?.cover_url && !editor.form.getValues().cover && (
          <Checkbox label="Retirer la pochette actuelle" {...editor.form.getInputProps('remove_cover', { type: 'checkbox' })} />
        )}
      </FormModal>
    </>
  );
}

const toValues = (s: Song): Values => ({
  title: s.title,
  artist: s.artist,
  album: s.album ?? '',
  genre: s.genre ?? '',
  duration_s: Math.round(s.duration_ms / 1000),
  file: null,
  cover: null,
  remove_cover: false,
});

const toBody = (v: Values): SongInput => ({
  title: v.title,
  artist: v.artist,
  album: v.album,
  genre: v.genre,
  duration_ms: Math.round(Number(v.duration_s) || 0) * 1000,
});
