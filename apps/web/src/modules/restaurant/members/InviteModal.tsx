import {
  INVITATION_DAYS,
  type InviteMemberRequest,
  inviteMemberRequestSchema,
  memberAccessDescriptions,
  memberAccesses,
  memberAccessLabels,
  type RestaurantInvitation,
} from '@fitfit/contracts';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { FormModal } from '../../../ui/FormModal';
import type { Editor } from '../../../ui/useEditor';
import { useEditor } from '../../../ui/useEditor';
import type { MembersApi } from './api';

export type InviteEditor = Editor<InviteMemberRequest, RestaurantInvitation>;

/** The invitation form's flow: the address and the access, sent by e-mail; the list shows it waiting. */
export const useInviteEditor = (api: MembersApi) =>
  useEditor<InviteMemberRequest, RestaurantInvitation>({
    validate: inviteMemberRequestSchema,
    empty: { email: '', access: 'manager' },
    toValues: (i) => ({ email: i.email, access: i.access }),
    save: (values) => api.invite(values),
    created: (saved) => `Invitation envoyée à ${saved.email}`,
    updated: '',
    affects: [[...api.key]],
  });

/** « Inviter une personne »: its e-mail address and its access, each access with what it allows. */
export const InviteModal = ({ editor }: { editor: InviteEditor }) => (
  <FormModal editor={editor} title="Inviter une personne" submitLabel="Envoyer l’invitation" size="lg">
    <TextInput label="E-mail" type="email" autoComplete="off" withAsterisk data-autofocus {...editor.form.getInputProps('email')} />
    <Radio.Group label="Accès" withAsterisk {...editor.form.getInputProps('access')}>
      <Stack gap="xs" mt={6}>
        {memberAccesses.map((access) => (
          <Radio.Card key={access} value={access} p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {memberAccessLabels[access]}
                </Text>
                <Text size="sm" c="dimmed">
                  {memberAccessDescriptions[access]}.
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
    <Text size="sm" c="dimmed">
      La personne reçoit un lien valable {INVITATION_DAYS} jours pour choisir son mot de passe ; si elle a déjà un compte FitFit Solution,
      elle se connecte simplement pour rejoindre le restaurant.
    </Text>
  </FormModal>
);
