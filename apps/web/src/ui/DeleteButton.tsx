import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** "Supprimer" in the header of an edit page: `onDelete` confirms (useDeleteAction) and says whether it did. */
export const DeleteButton = ({ onDelete, then }: { onDelete(): Promise<boolean>; then(): void }) => (
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
