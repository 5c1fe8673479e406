import { COPYRIGHT_YEAR } from '@fitfit/contracts';
import { Box, Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../app/layouts/Brand';

/** Centered card used by the public screens. */
export const PublicFrame = ({
  title,
  subtitle,
  width = 420,
  children,
}: {
  title: string;
  subtitle?: string;
  width?: number;
  children: ReactNode;
}) => (
  <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
    <Stack w="100%" maw={width} gap="lg">
      <Center>
        <Brand to="/" />
      </Center>
      <Card withBorder shadow="sm" padding="xl" radius="md" component="main">
        <Stack gap={4} mb="lg">
          <Title order={1} size="h3">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Card>
      <Box>
        <Text size="xs" c="dimmed" ta="center">
          © {COPYRIGHT_YEAR} FitFit Solution · Handcrafted With ♥
        </Text>
      </Box>
    </Stack>
  </Center>
);
