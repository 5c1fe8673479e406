import { SegmentedControl, Stack, Text } from '@mantine/core';
import { type Scheme, session, useSession } from '../../../../app/session/store';
import { SectionCard } from '../../../../ui/SectionCard';

/** « Affichage »: the theme (the top bar's switch, kept on this browser) and the language dates are written in. */
export function DisplaySection() {
  const scheme = useSession((s) => s.scheme);
  return (
    <SectionCard title="Affichage" description="Ces choix valent pour ce navigateur.">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500} id="account-theme">
            Thème
          </Text>
          <SegmentedControl
            aria-labelledby="account-theme"
            value={scheme}
            onChange={(value) => session.setScheme(value as Scheme)}
            data={[
              { value: 'light', label: 'Clair' },
              { value: 'dark', label: 'Sombre' },
            ]}
            w={{ base: '100%', xs: 260 }}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Langue des dates
          </Text>
          <Text size="sm" c="dimmed">
            Français (lundi 2 mars 2026, 02/03/2026) : la seule proposée aujourd’hui.
          </Text>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
