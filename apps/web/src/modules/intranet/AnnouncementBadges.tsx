import type { FeedItem } from '@fitfit/contracts';
import { Badge, Group } from '@mantine/core';

/** What a reader must know at a glance: pinned, not read yet, to confirm (or confirmed, by itself or its restaurant). */
export const AnnouncementBadges = ({ item }: { item: FeedItem }) => (
  <Group gap={6}>
    {item.pinned && (
      <Badge variant="dot" tt="none" color="grape">
        Épinglée
      </Badge>
    )}
    {!item.read_at && (
      <Badge variant="dot" tt="none" color="blue">
        Non lue
      </Badge>
    )}
    {item.requires_confirmation &&
      (item.confirmed_at ? (
        <Badge variant="dot" tt="none" color="green">
          Confirmée
        </Badge>
      ) : item.restaurant_confirmed ? (
        <Badge variant="dot" tt="none" color="teal">
          Confirmée par le restaurant
        </Badge>
      ) : (
        <Badge variant="dot" tt="none" color="orange">
          À confirmer
        </Badge>
      ))}
  </Group>
);
