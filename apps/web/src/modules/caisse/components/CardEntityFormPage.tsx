import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useCaissePath, useCardEntity } from '../api';
import { NoRestaurant, QueryState } from './common';

interface Props<T> {
  /** API resource under …/caisse/, e.g. 'menus'. */
  resource: string;
  backTo: string;
  backLabel: string;
  /** The form: `entity` is null when creating (no :id in the URL). */
  children(base: string, entity: T | null): ReactNode;
}

/** Create-or-edit page of a card entity: back link, then the form once the entity (if any) is loaded. */
export function CardEntityFormPage<T>({ resource, backTo, backLabel, children }: Props<T>) {
  const base = useCaissePath();
  const { id } = useParams();
  const entity = useCardEntity<T>(resource, id);
  if (!base) return <NoRestaurant />;
  return (
    <>
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> {backLabel}
        </Group>
      </Anchor>
      {id ? <QueryState query={entity}>{entity.data && children(base, entity.data)}</QueryState> : children(base, null)}
    </>
  );
}
