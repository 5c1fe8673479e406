import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface Props {
  submitLabel: string;
  saving: boolean;
  /** Where "Annuler" leads (a page form) or what it does (a modal). */
  cancelTo?: string;
  onCancel?(): void;
}

/** "Annuler" then the submit button, at the foot of every form. */
export const FormButtons = ({ submitLabel, saving, cancelTo, onCancel }: Props) => (
  <Group justify="flex-end" mt="sm">
    {cancelTo ? (
      <Button variant="default" component={Link} to={cancelTo}>
        Annuler
      </Button>
    ) : (
      <Button variant="default" onClick={onCancel}>
        Annuler
      </Button>
    )}
    <Button type="submit" loading={saving}>
      {submitLabel}
    </Button>
  </Group>
);
