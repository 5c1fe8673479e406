import type { RestaurantInvitation } from '@fitfit/contracts';
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';
import { useScreenSize } from '../../../ui/screen';
import { AccessBadge } from './AccessBadge';

interface Props {
  invitations: RestaurantInvitation[];
  timezone: string;
  onResend(invitation: RestaurantInvitation): void;
  onRevoke(invitation: RestaurantInvitation): void;
}

/** Invitations waiting: to whom, with which access, sent by whom, until when (or expired); resend, revoke. */
export function InvitationsTable({ invitations, timezone, onResend, onRevoke }: Props) {
  const phone = useScreenSize() === 'sm';
  const until = (i: RestaurantInvitation) =>
    i.expired ? (
      <Badge color="red" variant="light" radius="sm">
        Expirée
      </Badge>
    ) : (
      <Text size={phone ? 'xs' : 'sm'} c={phone ? 'dimmed' : undefined}>
        {phone ? 'jusqu’au ' : ''}
        {formatDateTime(i.expires_at, timezone)}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Accès</Table.Th>
            {!phone && <Table.Th>Invitée par</Table.Th>}
            {!phone && <Table.Th>Valable jusqu’au</Table.Th>}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {i.email}
                  </Text>
                  {phone && until(i)}
                </Stack>
              </Table.Td>
              <Table.Td>
                <AccessBadge access={i.access} />
              </Table.Td>
              {!phone && <Table.Td>{i.invited_by}</Table.Td>}
              {!phone && <Table.Td>{until(i)}</Table.Td>}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Renvoyer (nouveau lien, 7 jours)">
                    <ActionIcon variant="subtle" aria-label={`Renvoyer l’invitation à ${i.email}`} onClick={() => onResend(i)}>
                      <IconMailForward size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Retirer l’invitation">
                    <ActionIcon variant="subtle" color="red" aria-label={`Retirer l’invitation à ${i.email}`} onClick={() => onRevoke(i)}>
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
