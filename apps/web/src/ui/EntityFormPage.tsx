import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from './QueryState';
import { type EntitySource, useEntity } from './usePagedList';

interface Props<T> {
  /** The entry's resource: its `get` (through its descriptor) types the entry. */
  resource: EntitySource<T>;
  backTo: string;
  backLabel: string;
  /** The form: `entity` is null when creating (no :id in the URL). Key it by the entity to reset it. */
  children(entity: T | null): ReactNode;
}

/** Create-or-edit page of one entry: back link, then the form once the entry (if any) is loaded. */
export function EntityFormPage<T>({ resource, backTo, backLabel, children }: Props<T>) {
  const { id } = useParams();
  const entity = useEntity<T>(resource, id);
  return (
    <>
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {backLabel}
        </Group>
      </Anchor>
      {id ? <QueryState query={entity}>{entity.data && children(entity.data)}</QueryState> : children(null)}
    </>
  );
}
