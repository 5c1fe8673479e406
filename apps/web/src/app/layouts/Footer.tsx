import { COPYRIGHT_YEAR } from '@fitfit/contracts';
import { Group, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';

export const Footer = () => (
  <Group h="100%" px="md" justify="space-between" wrap="nowrap">
    <Text size="xs" c="dimmed">
      © {COPYRIGHT_YEAR} FitFit Solution
    </Text>
    <Text size="xs" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      Handcrafted With <IconHeartFilled size={12} color="var(--mantine-color-red-6)" aria-label="amour" />
    </Text>
  </Group>
);
