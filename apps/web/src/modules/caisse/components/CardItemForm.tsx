import { Box, Flex, Stack } from '@mantine/core';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { FormButtons } from '../../../ui/FormButtons';
import { PhotoField } from './PhotoField';

interface Props {
  /** What `useCardItemEditor` returns. */
  card: {
    editor: { submit(event?: FormEvent<HTMLFormElement>): void; saving: boolean };
    photo: { fieldProps: ComponentProps<typeof PhotoField> };
  };
  listPath: string;
  submitLabel: string;
  /** The fields, in the wide column. */
  children: ReactNode;
}

/** The page form of a dish or a menu: its fields, and beside them (below on a phone) the photo and the buttons. */
export const CardItemForm = ({ card, listPath, submitLabel, children }: Props) => (
  <form noValidate onSubmit={card.editor.submit}>
    <Flex gap="md" wrap="wrap" align="flex-start">
      <Box style={{ flex: '1 1 520px', minWidth: 0 }}>
        <Stack>{children}</Stack>
      </Box>
      <Box style={{ flex: '0 1 340px', position: 'sticky', top: 80 }}>
        <Stack>
          <PhotoField {...card.photo.fieldProps} />
          <FormButtons cancelTo={listPath} submitLabel={submitLabel} saving={card.editor.saving} />
        </Stack>
      </Box>
    </Flex>
  </form>
);
