import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';

interface PhotoOwner {
  id: string;
  photo_url: string | null;
}

/** The photo calls of a row kind (`caisseResources(id).photos.products`): each answers the row. */
export interface PhotoCalls<T> {
  upload(id: string, file: File): Promise<T>;
  remove(id: string): Promise<unknown>;
}

/** A save of a photo owner: the saved row, and why its pending photo could not be sent, if it could not. */
export interface SavedWithPhoto<T> {
  saved: T;
  photoError: unknown;
}

/**
 * The photo of a product or a menu: uploaded at once when the row exists; before its first save, kept
 * as pending and sent by `withPhoto` right after the create. `afterSave` goes back to the list, or stays
 * on the saved row's page when its photo was refused.
 */
export const usePhoto = <T extends PhotoOwner>({
  owner,
  photo,
  onChanged,
  listPath,
}: {
  owner: T | null | undefined;
  photo: PhotoCalls<T>;
  onChanged(): Promise<void>;
  /** The list page; a row's page is `${listPath}/${id}`. */
  listPath: string;
}) => {
  const navigate = useNavigate();
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
    void run(async () => setUrl((await photo.upload(owner.id, file)).photo_url), 'Photo enregistrée');
  };
  const onRemove = () => {
    if (pending) return setPending(null);
    if (!owner) return;
    void run(async () => {
      await photo.remove(owner.id);
      setUrl(null);
    }, 'Photo retirée');
  };
  const withPhoto = async (saved: T): Promise<SavedWithPhoto<T>> => {
    if (!pending) return { saved, photoError: null };
    try {
      const withIt = await photo.upload(saved.id, pending);
      setPending(null);
      return { saved: withIt, photoError: null };
    } catch (photoError) {
      return { saved, photoError };
    }
  };
  const afterSave = ({ saved, photoError }: SavedWithPhoto<T>) => {
    if (!photoError) return navigate(listPath);
    toast.fromError(photoError);
    navigate(`${listPath}/${saved.id}`, { replace: true });
  };
  return { fieldProps: { url, pending, busy, onPick, onRemove }, withPhoto, afterSave };
};
