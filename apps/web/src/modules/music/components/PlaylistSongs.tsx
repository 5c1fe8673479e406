import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { plural, type Song } from '@fitfit/contracts';
import { ActionIcon, Group, Paper, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconGripVertical } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReorderButtons } from '../../../ui/ReorderButtons';
import { type Catalogue, formatDuration } from '../api';
import type { Track } from '../player/store';
import { Cover, toTrack } from './common';

/**
 * The ordered songs of a playlist being edited: drag a row by its handle (mouse, touch, or keyboard: space,
 * arrows, space), or the up and down buttons; add a song from a search of the catalogue.
 */
export function PlaylistSongs({
  value,
  onChange,
  error,
  catalogue,
}: {
  value: Track[];
  onChange(tracks: Track[]): void;
  error?: string;
  /** The songs searched: the admin's catalogue or the restaurant's read of it. */
  catalogue: Catalogue;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(value, from, to));
  const end = ({ active, over }: DragEndEvent) => {
    const from = value.findIndex((t) => t.id === active.id);
    const to = value.findIndex((t) => t.id === over?.id);
    if (from >= 0 && to >= 0 && from !== to) move(from, to);
  };
  const total = value.reduce((t, s) => t + s.duration_ms, 0);
  return (
    <Stack gap="xs">
      <SongSearch catalogue={catalogue} exclude={value} onPick={(song) => onChange([...value, toTrack(song)])} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {plural(value.length, 'musique', 'musiques')} · durée totale {formatDuration(total)}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <ScrollArea.Autosize mah={320}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={end}
          accessibility={{
            screenReaderInstructions: {
              draggable: 'Appuyez sur Espace pour saisir la musique, les flèches pour la déplacer, Espace pour la déposer. Échap annule.',
            },
          }}
        >
          <SortableContext items={value.map((t) => t.id)} strategy={verticalListSortingStrategy}>
            <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Musiques de la playlist">
              {value.map((t, i) => (
                <SortableSong
                  key={t.id}
                  track={t}
                  index={i}
                  first={i === 0}
                  last={i === value.length - 1}
                  onUp={() => move(i, i - 1)}
                  onDown={() => move(i, i + 1)}
                  onRemove={() => onChange(value.filter((x) => x.id !== t.id))}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function SortableSong(p: { track: Track; index: number; first: boolean; last: boolean; onUp(): void; onDown(): void; onRemove(): void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: p.track.id });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p={4}
      style={{ transform: CSS.Translate.toString(transform && { ...transform, x: 0 }), transition, zIndex: isDragging ? 2 : undefined }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Déplacer ${p.track.title}`}
          aria-roledescription="élément déplaçable"
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" c="dimmed" w={24}>
          {p.index + 1}
        </Text>
        <Cover url={p.track.cover_url} size={28} />
        <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
          {p.track.title} — {p.track.artist}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDuration(p.track.duration_ms)}
        </Text>
        <ReorderButtons name={p.track.title} first={p.first} last={p.last} onUp={p.onUp} onDown={p.onDown} onRemove={p.onRemove} />
      </Group>
    </Paper>
  );
}

/** A searchable select over the catalogue (20 answers at a time); choosing a song adds it at the end. */
function SongSearch({ catalogue, exclude, onPick }: { catalogue: Catalogue; exclude: Track[]; onPick(song: Song): void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const query = { search: debounced, page: 1, per_page: 20, sort: 'title', order: 'asc' as const };
  const found = useQuery({ queryKey: catalogue.keys.list(query), queryFn: ({ signal }) => catalogue.page(query, signal) });
  const taken = new Set(exclude.map((t) => t.id));
  const options = (found.data?.data ?? []).filter((s) => !taken.has(s.id));
  return (
    <Select
      label="Ajouter une musique"
      placeholder="Rechercher un titre ou un artiste"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      data={options.map((s) => ({ value: s.id, label: `${s.title} — ${s.artist}` }))}
      value={null}
      nothingFoundMessage={found.isFetching ? 'Recherche…' : 'Aucune musique trouvée'}
      onChange={(id) => {
        const song = options.find((s) => s.id === id);
        if (song) {
          onPick(song);
          setSearch('');
        }
      }}
    />
  );
}
