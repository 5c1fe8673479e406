import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useMayWrite } from './access';

interface Props {
  submitLabel: string;
  saving: boolean;
  /** Where "Annuler" leads (a page form) or what it does (a modal). */
  cancelTo?: string;
  onCancel?(): void;
}

/** "Annuler" then the submit button, at the foot of every form; for an accountant member, who only reads, "Fermer" alone. */
export const FormButtons = ({ submitLabel, saving, cancelTo, onCancel }: Props) => {
  const mayWrite = useMayWrite();
  const leave = mayWrite ? 'Annuler' : 'Fermer';
  return (
    <Group justify="flex-end" mt="sm">
      {cancelTo ? (
        <Button variant="default" component={Link} to={cancelTo}>
          {leave}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel}>
          {leave}
        </Button>
      )}
      {mayWrite && (
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      )}
    </Group>
  );
};
