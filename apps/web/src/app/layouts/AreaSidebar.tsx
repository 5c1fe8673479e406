import type { MenuItem } from '@fitfit/contracts';
import { Button, Divider, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from './Brand';
import { MenuTree } from './MenuTree';

/** Sidebar of the admin and franchisor layouts: brand link to the area root, label, menu, way back. */
export const AreaSidebar = ({ root, menu }: { root: string; menu: MenuItem[] }) => (
  <Stack h="100%" gap="xs">
    <Stack gap={2} px="xs" py={4}>
      <Brand to={root} />
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt={6}>
        Franchisseur
      </Text>
    </Stack>
    <Divider />
    <ScrollArea style={{ flex: 1 }} type="auto">
      <MenuTree items={menu} />
    </ScrollArea>
    <Button component={Link} to="/" variant="light" leftSection={<IconBuildingStore size={16} />}>
      Dashboard Restaurateur
    </Button>
  </Stack>
);
