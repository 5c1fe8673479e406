import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Title, optional description and the page's main actions. */
export const PageHeader = ({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) => (
  <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
    <Stack gap={2}>
      <Title order={2}>{title}</Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </Stack>
    {actions && (
      // never wider than the screen: a filter as wide as its longest choice shrinks to it on a phone
      <Group gap="xs" maw="100%">
        {actions}
      </Group>
    )}
  </Group>
);
