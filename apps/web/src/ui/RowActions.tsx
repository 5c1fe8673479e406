import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMayWrite } from './access';

/** Edit and delete buttons of a table row, labelled for screen readers; clicks stay out of the row's own. */
export const RowActions = ({
  label,
  onEdit,
  onDelete,
  deleteHint,
  deleteDisabled = false,
  extra,
}: {
  label: string;
  onEdit?(): void;
  onDelete?(): void;
  /** Tooltip of the delete button instead of "Supprimer", e.g. why it is disabled. */
  deleteHint?: string;
  deleteDisabled?: boolean;
  extra?: ReactNode;
}) => {
  // an accountant member reads only: no edit or delete button
  const mayWrite = useMayWrite();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" onClick={(e) => e.stopPropagation()}>
      {extra}
      {mayWrite && onEdit && (
        <Tooltip label="Modifier">
          <ActionIcon variant="subtle" aria-label={`Modifier ${label}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {mayWrite && onDelete && (
        <Tooltip label={deleteHint ?? 'Supprimer'}>
          <ActionIcon variant="subtle" color="red" aria-label={`Supprimer ${label}`} disabled={deleteDisabled} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
};
