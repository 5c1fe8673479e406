import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/http';
import { confirm } from './confirm';
import { toast } from './toast';

/** Delete after a confirmation, then refresh the lists and say so. */
export const useDeleteAction = ({ noun, invalidate = ['list'] }: { noun: string; invalidate?: unknown[] }) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (path: string) => api.delete(path) });
  return async (path: string, label: string) => {
    const ok = await confirm({
      title: `Supprimer ${noun}`,
      message: `Voulez-vous vraiment supprimer « ${label} » ? Cette action est définitive.`,
      danger: true,
    });
    if (!ok) return false;
    try {
      await mutation.mutateAsync(path);
      await queryClient.invalidateQueries({ queryKey: invalidate });
      toast.success(`« ${label} » a été supprimé`);
      return true;
    } catch (error) {
      toast.fromError(error);
      return false;
    }
  };
};
