import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormButtons } from './FormButtons';
import type { Editor } from './useEditor';

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: any editor, whatever its values and entry
  editor: Editor<any, any, any>;
  title: string;
  submitLabel?: string;
  size?: string;
  children: ReactNode;
}

/** A create/edit form of `useEditor` in a modal: the fields, then "Annuler" and the submit button. */
export const FormModal = ({ editor, title, submitLabel = 'Enregistrer', size = 'lg', children }: Props) => (
  <Modal opened={editor.opened} onClose={editor.close} title={title} size={size} centered>
    <form onSubmit={editor.submit} noValidate>
      <Stack>
        {children}
        <FormButtons onCancel={editor.close} submitLabel={submitLabel} saving={editor.saving} />
      </Stack>
    </form>
  </Modal>
);
