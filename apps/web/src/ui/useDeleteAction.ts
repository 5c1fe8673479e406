import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/http';
import type { Key } from '../lib/queryKeys';
import type { Resource } from '../lib/resource';
import { confirm } from './confirm';
import { toast } from './toast';

interface Options {
  resource: Pick<Resource, 'keys' | 'item'>;
  /** The thing deleted, with its article: "le produit", "l'étiquette". */
  noun: string;
  /** Other cached data the deletion changes (counts, the card…). */
  affects?: Key[];
}

/**
 * Delete after a confirmation, then refresh the resource's lists and what it affects, and say so. The
 * deleted entry's detail is only marked stale: refetching it now would answer 404 on the page being left.
 */
export const useDeleteAction = ({ resource, noun, affects = [] }: Options) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (id: string) => api.delete(resource.item(id)) });
  return async (id: string, label: string) => {
    const ok = await confirm({
      title: `Supprimer ${noun}`,
      message: `Voulez-vous vraiment supprimer « ${label} » ? Cette action est définitive.`,
      danger: true,
    });
    if (!ok) return false;
    try {
      await mutation.mutateAsync(id);
      await queryClient.invalidateQueries({ queryKey: resource.keys.detail(id), refetchType: 'none' });
      await Promise.all([resource.keys.lists, ...affects].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      toast.success(`« ${label} » a été supprimé`);
      return true;
    } catch (error) {
      toast.fromError(error);
      return false;
    }
  };
};
