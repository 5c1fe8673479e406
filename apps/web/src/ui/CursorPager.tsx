import { plural } from '@fitfit/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CursorList } from './useCursorList';

/** "Page précédente / suivante" of a keyset-paged list, with the page and the total. */
export const CursorPager = <T,>({ list }: { list: CursorList<T> }) => {
  const { data } = list;
  if (!data || (!list.hasPrevious && !list.hasNext)) return null;
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        Page {list.state.page}
        {data.total_pages > 0 ? ` sur ${data.total_pages}` : ''} · {plural(data.total_entries, 'élément', 'éléments')}
      </Text>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={!list.hasPrevious} onClick={list.previous}>
          Page précédente
        </Button>
        <Button variant="default" rightSection={<IconChevronRight size={16} />} disabled={!list.hasNext} onClick={list.next}>
          Page suivante
        </Button>
      </Group>
    </Group>
  );
};
