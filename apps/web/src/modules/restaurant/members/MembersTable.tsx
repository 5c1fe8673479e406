import { type MemberAccess, memberAccesses, memberAccessLabels, type RestaurantMember } from '@fitfit/contracts';
import { ActionIcon, Badge, Group, Select, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { fullName } from '../../../lib/format';
import { useScreenSize } from '../../../ui/screen';

const choices = memberAccesses.map((access) => ({ value: access, label: memberAccessLabels[access] }));

interface Props {
  members: RestaurantMember[];
  timezone: string;
  onAccess(member: RestaurantMember, access: MemberAccess): void;
  onRemove(member: RestaurantMember): void;
  busy: boolean;
}

/** The restaurant's members: who, their access (changed in place), since when, their last sign-in; remove. */
export function MembersTable({ members, timezone, onAccess, onRemove, busy }: Props) {
  const phone = useScreenSize() === 'sm';
  const access = (m: RestaurantMember, name: string) => (
    <Select
      aria-label={`Accès de ${name}`}
      data={choices}
      value={m.access}
      allowDeselect={false}
      disabled={busy}
      w={160}
      size="xs"
      mt={phone ? 6 : 0}
      onChange={(value) => value && value !== m.access && onAccess(m, value as MemberAccess)}
    />
  );
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Personne</Table.Th>
            {!phone && <Table.Th>E-mail</Table.Th>}
            {!phone && <Table.Th>Accès</Table.Th>}
            {!phone && <Table.Th>Membre depuis</Table.Th>}
            {!phone && <Table.Th>Dernière connexion</Table.Th>}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((m) => {
            const name = fullName(m);
            return (
              <Table.Tr key={m.user_id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {m.me && (
                        <Badge size="xs" variant="outline" color="gray">
                          vous
                        </Badge>
                      )}
                    </Group>
                    {phone && (
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {m.email}
                      </Text>
                    )}
                    {/* on a phone, the access under the person: the row keeps to the screen's width */}
                    {phone && access(m, name)}
                  </Stack>
                </Table.Td>
                {!phone && (
                  <Table.Td>
                    <Text size="sm">{m.email}</Text>
                  </Table.Td>
                )}
                {!phone && <Table.Td>{access(m, name)}</Table.Td>}
                {!phone && <Table.Td>{formatDate(m.since, timezone)}</Table.Td>}
                {!phone && <Table.Td>{m.last_login_at ? formatDateTime(m.last_login_at, timezone) : 'Jamais'}</Table.Td>}
                <Table.Td>
                  <Group justify="flex-end">
                    <Tooltip label="Retirer de l’équipe">
                      <ActionIcon variant="subtle" color="red" aria-label={`Retirer ${name} de l’équipe`} onClick={() => onRemove(m)}>
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
