import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/http';

interface Props {
  opened: boolean;
  title: string;
  onClose(): void;
  onSubmit(event?: React.FormEvent<HTMLFormElement>): void;
  submitting: boolean;
  error?: unknown;
  submitLabel?: string;
  size?: string;
  children: ReactNode;
}

/** A create/edit form in a modal: fields, the server's message, "Annuler" and "Enregistrer". */
export const FormModal = ({
  opened,
  title,
  onClose,
  onSubmit,
  submitting,
  error,
  submitLabel = 'Enregistrer',
  size = 'lg',
  children,
}: Props) => (
  <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  </Modal>
);
