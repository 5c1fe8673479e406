import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMayWrite } from './access';

/** "Supprimer" in the header of an edit page: `onDelete` confirms (useDeleteAction) and says whether it did. */
export const DeleteButton = ({ onDelete, then }: { onDelete(): Promise<boolean>; then(): void }) => {
  // an accountant member reads only
  if (!useMayWrite()) return null;
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      onClick={async () => {
        if (await onDelete()) then();
      }}
    >
      Supprimer
    </Button>
  );
};
