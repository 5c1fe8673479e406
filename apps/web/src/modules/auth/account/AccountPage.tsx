import { Stack } from '@mantine/core';
import { useSession } from '../../../app/session/store';
import { PageHeader } from '../../../ui/PageHeader';
import { TwoStepSection } from '../totp/TwoStepSection';
import { DisplaySection } from './sections/DisplaySection';
import { EmailSection } from './sections/EmailSection';
import { PasswordSection } from './sections/PasswordSection';
import { ProfileSection } from './sections/ProfileSection';
import { SessionsSection } from './sections/SessionsSection';

/**
 * « Mon compte », for every signed-in person in its own layout: one section per concern, each its own component
 * (a new one is one import and one element here).
 */
export default function AccountPage() {
  const user = useSession((s) => s.currentUser);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Mon compte" description="Vos informations de connexion, vos sessions et l’affichage." />
      <Stack gap="lg" maw={820}>
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <PasswordSection userId={user.id} />
        <TwoStepSection />
        <SessionsSection />
        <DisplaySection />
      </Stack>
    </>
  );
}
