import type { CurrentUser, StreamUrl } from '@fitfit/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSITION_KEY, QUEUE_KEY } from '../src/modules/music/player/persistence';
import { fakeApi } from './fake-api';

/**
 * The music player after a reload (issue 24): the queue, the song, its position and the volume are saved in the
 * browser and put back paused for the same user. A reload is a fresh import of the modules over the same storage.
 */
const user: CurrentUser = {
  id: '00000000-0000-4000-8000-00000000000a',
  first_name: 'Julien',
  last_name: 'Moreau',
  email: 'j@example.fr',
  role: 'restorer',
  affiliate_code: null,
  restaurant: null,
  current_fitfit_module_restaurants: [],
  totp_setup_required: false,
};
const restaurantId = '00000000-0000-4000-8000-00000000000b';
const tracks = ['Aube', 'Midi', 'Soir'].map((title, i) => ({
  id: `song-${i}`,
  title,
  artist: 'Trio',
  cover_url: null,
  duration_ms: 180_000,
}));

// jsdom has no media playback: play and pause only say so, as a browser's element does
beforeAll(() => {
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  };
});

/** A fresh start of the app's modules (the page reloaded), signed in as `who`. */
const reload = async (who: CurrentUser = user) => {
  vi.resetModules();
  document.body.innerHTML = '';
  const { session } = await import('../src/app/session/store');
  const store = await import('../src/modules/music/player/store');
  const { streamUrlOf } = await import('../src/modules/music/api');
  session.setLoginData({ token: 't', token_expires_at: new Date(Date.now() + 3_600_000).toISOString(), user: who });
  const { result } = renderHook(() => store.usePlayer());
  return { ...store, streamUrlOf, state: () => result.current };
};

const signer = (id: string | null) =>
  Object.assign(
    (songId: string): Promise<StreamUrl> =>
      Promise.resolve({ url: `http://localhost/media/music/${songId}`, expires_at: new Date(Date.now() + 1_800_000).toISOString() }),
    { restaurantId: id },
  );

const audio = () => document.querySelector<HTMLAudioElement>('[data-testid="music-audio"]');

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('music player: resumes after a reload', () => {
  it('saves the queue, the song, its position and the volume, and puts them back paused with « Reprendre »', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await reload();
    act(() => first.player.playQueue(tracks, 1, 'Playlist « Midi »', signer(restaurantId)));
    await vi.waitFor(() => expect(first.state().playing).toBe(true));
    act(() => first.player.setVolume(0.35));

    // the position moves four times a second: written at most once a second
    const element = audio() as HTMLAudioElement;
    element.currentTime = 42.5;
    act(() => void element.dispatchEvent(new Event('timeupdate')));
    expect(JSON.parse(localStorage.getItem(POSITION_KEY) ?? '{}')).toEqual({ songId: 'song-1', seconds: 0 });
    vi.setSystemTime(Date.now() + 1_000);
    element.currentTime = 43.25;
    act(() => void element.dispatchEvent(new Event('timeupdate')));
    expect(JSON.parse(localStorage.getItem(POSITION_KEY) ?? '{}')).toEqual({ songId: 'song-1', seconds: 43.25 });
    // and exactly when the page goes
    element.currentTime = 43.5;
    act(() => void element.dispatchEvent(new Event('timeupdate')));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(POSITION_KEY) ?? '{}')).toEqual({ songId: 'song-1', seconds: 43.5 });

    const second = await reload();
    expect(second.state().index).toBe(-1);
    act(() => void expect(second.player.restore(user.id)).toBe(true));
    const s = second.state();
    expect(s.queue.map((t) => t.title)).toEqual(['Aube', 'Midi', 'Soir']);
    expect([s.index, s.currentTime, s.volume, s.source]).toEqual([1, 43.5, 0.35, 'Playlist « Midi »']);
    expect([s.playing, s.resumable, s.duration]).toEqual([false, true, 180]);

    // « Reprendre »: the same song, signed by the same restaurant, from where it was
    const asked: string[] = [];
    fakeApi((req) => {
      asked.push(req.path);
      return signer(restaurantId)(req.path);
    });
    act(() => second.player.resume());
    await vi.waitFor(() => expect(second.state().playing).toBe(true));
    expect(asked).toEqual([`restaurants/${restaurantId}/music/songs/song-1/stream-url`]);
    expect(audio()?.currentTime).toBe(43.5);
    expect(audio()?.volume).toBe(0.35);
    expect(second.state().resumable).toBe(false);
  });

  it('puts nothing back for another user, from a damaged save, or once the player was closed', async () => {
    const first = await reload();
    act(() => first.player.playQueue(tracks, 2, 'Catalogue', signer(null)));
    await vi.waitFor(() => expect(first.state().playing).toBe(true));
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '{}')).toMatchObject({ userId: user.id, restaurantId: null, index: 2 });

    const other = await reload({ ...user, id: '00000000-0000-4000-8000-00000000000c' });
    expect(other.player.restore('00000000-0000-4000-8000-00000000000c')).toBe(false);
    expect(other.state().index).toBe(-1);

    // a position saved for another song than the current one starts it from the beginning
    localStorage.setItem(POSITION_KEY, JSON.stringify({ songId: 'song-0', seconds: 99 }));
    const again = await reload();
    act(() => void expect(again.player.restore(user.id)).toBe(true));
    expect([again.state().index, again.state().currentTime]).toEqual([2, 0]);

    // closing the player forgets the queue
    act(() => again.player.stop());
    expect([localStorage.getItem(QUEUE_KEY), localStorage.getItem(POSITION_KEY)]).toEqual([null, null]);
    expect((await reload()).player.restore(user.id)).toBe(false);

    // a damaged save (an index outside the queue, or not JSON) is ignored
    localStorage.setItem(QUEUE_KEY, JSON.stringify({ userId: user.id, restaurantId: null, queue: tracks, index: 7, order: [0, 1, 2] }));
    expect((await reload()).player.restore(user.id)).toBe(false);
    localStorage.setItem(QUEUE_KEY, '{not json');
    expect((await reload()).player.restore(user.id)).toBe(false);
  });
});
