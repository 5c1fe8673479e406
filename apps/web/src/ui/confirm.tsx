import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/** Confirm dialog (SPEC §4): "Annuler" and "Continuer" by default; resolves true when confirmed. */
export const confirm = ({ title, message, confirmLabel = 'Continuer', cancelLabel = 'Annuler', danger = false }: ConfirmOptions) =>
  new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      // red.9: white on Mantine's default red is 3.8:1, under AA
      confirmProps: danger ? { color: 'red.9' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
