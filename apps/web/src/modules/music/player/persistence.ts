import { z } from 'zod';

/**
 * What the player keeps in the browser so that a reload shows the song that was playing, where it was (issue 24):
 * the queue, its order and modes, the volume, and whose stream addresses to ask for. Two keys: the queue is written
 * when it changes, the position (which moves four times a second) at most once a second and when the page goes.
 */
export const QUEUE_KEY = 'fitfit.music.player';
export const POSITION_KEY = 'fitfit.music.position';

const trackSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  cover_url: z.string().nullable(),
  duration_ms: z.number(),
});

const savedQueueSchema = z.object({
  /** The signed-in user the queue belongs to: another account on the same browser does not get it. */
  userId: z.string(),
  /** Whose stream addresses the songs are signed by: a restaurant, or null for the admin's catalogue. */
  restaurantId: z.string().nullable(),
  queue: z.array(trackSchema).min(1),
  index: z.number().int().min(0),
  order: z.array(z.number().int().min(0)),
  shuffle: z.boolean(),
  repeat: z.enum(['off', 'all', 'one']),
  volume: z.number().min(0).max(1),
  source: z.string(),
});
export type SavedQueue = z.infer<typeof savedQueueSchema>;

const savedPositionSchema = z.object({ songId: z.string(), seconds: z.number().min(0) });
export type SavedPosition = z.infer<typeof savedPositionSchema>;

const readJson = (key: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

const write = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // a full or refused storage only costs the resume after a reload
  }
};

export const saveQueue = (saved: SavedQueue) => write(QUEUE_KEY, saved);
export const savePosition = (position: SavedPosition) => write(POSITION_KEY, position);

export const clearSaved = () => {
  localStorage.removeItem(QUEUE_KEY);
  localStorage.removeItem(POSITION_KEY);
};

/**
 * The queue saved for `userId`, with the position of its current song (0 when the saved position is another
 * song's); null when nothing valid was saved for that user.
 */
export const readSaved = (userId: string): { queue: SavedQueue; seconds: number } | null => {
  const queue = savedQueueSchema.safeParse(readJson(QUEUE_KEY));
  if (!queue.success || queue.data.userId !== userId) return null;
  const q = queue.data;
  const valid = q.index < q.queue.length && q.order.length === q.queue.length && q.order.every((i) => i < q.queue.length);
  if (!valid) return null;
  const position = savedPositionSchema.safeParse(readJson(POSITION_KEY));
  const current = q.queue[q.index];
  const seconds = position.success && position.data.songId === current.id ? Math.min(position.data.seconds, current.duration_ms / 1000) : 0;
  return { queue: q, seconds };
};
