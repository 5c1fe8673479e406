import { type MemberAccess, memberAccessLabels, type RestaurantInvitation, type RestaurantMember } from '@fitfit/contracts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/store';
import { DEFAULT_TIMEZONE } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { keys } from '../../../lib/queryKeys';
import { confirm } from '../../../ui/confirm';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryState } from '../../../ui/QueryState';
import { restaurantPage } from '../../../ui/RestaurantPage';
import { toast } from '../../../ui/toast';
import { quoted } from '../../../ui/useDeleteAction';
import { AccessSplit } from './AccessSplit';
import { membersApi } from './api';
import { InvitationsTable } from './InvitationsTable';
import { InviteModal, useInviteEditor } from './InviteModal';
import { MembersTable } from './MembersTable';

/**
 * « Équipe »: the people of the restaurant's back office, for its owners (docs/accounts.md) — its members and their
 * access, the invitations waiting, and the form to invite someone. Not the till's users (Caisse › Utilisateurs).
 */
export default restaurantPage(function PeoplePage({ restaurantId }) {
  const api = membersApi(restaurantId);
  const queryClient = useQueryClient();
  const timezone = useSession((s) => s.currentRestaurant?.timezone ?? DEFAULT_TIMEZONE);
  const query = useQuery({ queryKey: api.key, queryFn: ({ signal }) => api.list(signal) });
  const editor = useInviteEditor(api);
  const refresh = async (me = false) => {
    await queryClient.invalidateQueries({ queryKey: api.key });
    // a change of one's own access (or leaving) changes what this session may open
    if (me) await queryClient.invalidateQueries({ queryKey: keys.sessions });
  };
  const write = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onError: (error) => toast.fromError(error),
  });

  const changeAccess = (member: RestaurantMember, access: MemberAccess) =>
    write.mutate(() => api.changeAccess(member.user_id, access), {
      onSuccess: async () => {
        toast.success(`${fullName(member)} a maintenant l’accès ${memberAccessLabels[access]}`);
        await refresh(member.me);
      },
    });
  const remove = async (member: RestaurantMember) => {
    const name = fullName(member);
    const ok = await confirm({
      title: `Retirer ${quoted(name)} de l’équipe\u00a0?`,
      message: member.me
        ? 'Vous n’aurez plus accès au back-office de ce restaurant. Votre historique reste.'
        : `${name} ne pourra plus agir pour ce restaurant, dès sa prochaine action. Ce qu’il ou elle a fait reste dans l’historique ; une nouvelle invitation peut l’y ramener.`,
      confirmLabel: 'Retirer',
      danger: true,
    });
    if (ok)
      write.mutate(() => api.remove(member.user_id), {
        onSuccess: async () => {
          toast.success(`${name} ne fait plus partie de l’équipe`);
          await refresh(member.me);
        },
      });
  };
  const resend = (invitation: RestaurantInvitation) =>
    write.mutate(() => api.resend(invitation.id), {
      onSuccess: async () => {
        toast.success(`Invitation renvoyée à ${invitation.email}`);
        await refresh();
      },
    });
  const revoke = async (invitation: RestaurantInvitation) => {
    const ok = await confirm({
      title: `Retirer l’invitation à ${invitation.email}\u00a0?`,
      message: 'Le lien reçu ne servira plus. Vous pourrez l’inviter à nouveau.',
      confirmLabel: 'Retirer',
      danger: true,
    });
    if (ok)
      write.mutate(() => api.revoke(invitation.id), {
        onSuccess: async () => {
          toast.success(`Invitation à ${invitation.email} retirée`);
          await refresh();
        },
      });
  };

  const members = query.data?.members ?? [];
  const invitations = query.data?.invitations ?? [];
  return (
    <>
      <PageHeader
        title="Équipe"
        description="Accès au back-office du restaurant : qui s’y connecte, et pour quoi faire. Les utilisateurs des caisses se gèrent dans Caisse › Utilisateurs."
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={editor.openCreate}>
            Inviter une personne
          </Button>
        }
      />
      <Stack gap="lg">
        <Card withBorder padding="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Les trois accès
          </Title>
          <AccessSplit />
        </Card>
        <QueryState query={query}>
          <Card withBorder padding="md" radius="md">
            <Title order={3} size="h5" mb="xs">
              Membres ({members.length})
            </Title>
            <MembersTable members={members} timezone={timezone} onAccess={changeAccess} onRemove={remove} busy={write.isPending} />
          </Card>
          <Card withBorder padding="md" radius="md">
            <Title order={3} size="h5" mb="xs">
              Invitations en attente ({invitations.length})
            </Title>
            {invitations.length === 0 ? (
              <Text size="sm" c="dimmed">
                Aucune invitation en attente.
              </Text>
            ) : (
              <InvitationsTable invitations={invitations} timezone={timezone} onResend={resend} onRevoke={revoke} />
            )}
          </Card>
        </QueryState>
      </Stack>
      <InviteModal editor={editor} />
    </>
  );
});
