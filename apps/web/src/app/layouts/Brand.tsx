import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** FitFit with its "Solution" sub-title (SPEC §1). */
export const Brand = ({ to, compact = false }: { to: string; compact?: boolean }) => (
  <UnstyledButton component={Link} to={to} aria-label="FitFit Solution">
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={34} height={34} />
      <Stack gap={0} display={compact ? 'none' : undefined}>
        <Text fw={800} size="lg" lh={1.1}>
          FitFit
        </Text>{' '}
        <Text size="xs" c="dimmed" lh={1.1}>
          Solution
        </Text>
      </Stack>
    </Group>
  </UnstyledButton>
);
