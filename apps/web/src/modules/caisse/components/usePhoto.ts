import { useState } from 'react';
import { api } from '../../../lib/http';
import { toast } from '../../../ui/toast';
import { uploadPhoto } from '../api';

interface PhotoOwner {
  id: string;
  photo_url: string | null;
}

/**
 * The photo of a product or a menu: uploaded at once when the row exists; before its first save, kept
 * as pending and sent by `uploadPending` right after the create.
 */
export const usePhoto = <T extends PhotoOwner>({
  owner,
  photoPath,
  onChanged,
}: {
  owner: T | null | undefined;
  photoPath(id: string): string;
  onChanged(): Promise<void>;
}) => {
  const [url, setUrl] = useState(owner?.photo_url ?? null);
  const [pending, setPending] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await work();
      toast.success(success);
      await onChanged();
    } catch (error) {
      toast.fromError(error);
    } finally {
      setBusy(false);
    }
  };
  const onPick = (file: File) => {
    if (!owner) return setPending(file);
    void run(async () => setUrl((await uploadPhoto<T>(photoPath(owner.id), file)).photo_url), 'Photo enregistrée');
  };
  const onRemove = () => {
    if (pending) return setPending(null);
    if (!owner) return;
    void run(async () => {
      await api.delete(photoPath(owner.id));
      setUrl(null);
    }, 'Photo retirée');
  };
  const uploadPending = async (saved: T): Promise<T> => {
    if (!pending) return saved;
    const withPhoto = await uploadPhoto<T>(photoPath(saved.id), pending);
    setPending(null);
    return withPhoto;
  };
  return { fieldProps: { url, pending, busy, onPick, onRemove }, uploadPending };
};
