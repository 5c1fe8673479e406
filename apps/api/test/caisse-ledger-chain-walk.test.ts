import { GENESIS_HASH } from '@fitfit/contracts';
import { describe, expect, it } from 'vitest';
import { chainHash } from '../src/modules/caisse/ledger/chain';
import { type ChainLink, ChainWalk } from '../src/modules/caisse/ledger/chain-walk';

/**
 * The one walk of the hash chains (tickets, closings, archives, the rows inside an archive), on links made here:
 * what it reports first for each way a chain can be broken. The chains themselves are tested through the
 * integrity check (caisse-ledger-closings, caisse-ledger-seal, caisse-ledger-archives).
 */
type Link = ChainLink & { content: string };
/** A link's seal holds its number, as tickets' and closings' do. */
const sealOf = (number: number, content: string) => `${number}:${content}`;
const chainOf = (contents: string[]) => {
  const links: Link[] = [];
  for (const [i, content] of contents.entries()) {
    const previous_hash = links[i - 1]?.hash ?? GENESIS_HASH;
    links.push({ number: i + 1, previous_hash, hash: chainHash(previous_hash, sealOf(i + 1, content)), content });
  }
  return links;
};
const walk = (links: Link[], last?: { number: number; hash: string }, pageSize = links.length) => {
  const chain = new ChainWalk<Link>({
    hashOf: (l) => chainHash(l.previous_hash, sealOf(l.number, l.content)),
    hashAs: (l, number) => chainHash(l.previous_hash, sealOf(number, l.content)),
    describe: (f) => ({
      number: f.kind === 'appended' ? f.last.number + 1 : 'link' in f && f.kind !== 'missing' ? f.link.number : f.previous.number + 1,
      id: null,
      business_date: null,
      kind:
        f.kind === 'relinked'
          ? 'link_broken'
          : f.kind === 'hash_rewritten'
            ? 'hash_changed'
            : f.kind === 'cut'
              ? 'missing'
              : f.kind === 'appended'
                ? 'inserted'
                : f.kind,
      message: f.kind === 'missing' && f.renumbered ? 'missing, renumbered' : f.kind,
      expected_hash: null,
      stored_hash: null,
    }),
  });
  for (let i = 0; i < links.length; i += pageSize) if (!chain.walk(links.slice(i, i + pageSize), links[i + pageSize])) break;
  return chain.end(last);
};

describe('the ledger chain walk', () => {
  it('holds on an intact chain, in one array or page after page, and counts its links', () => {
    const links = chainOf(['a', 'b', 'c', 'd', 'e']);
    const intact = { checked: 5, ok: true, first_break: null, breaks: [], more_breaks: false };
    expect(walk(links, { number: 5, hash: links[4].hash })).toEqual(intact);
    expect(walk(links, { number: 5, hash: links[4].hash }, 2)).toEqual(intact);
    expect(walk([], { number: 0, hash: GENESIS_HASH })).toEqual({ ...intact, checked: 0 });
  });

  it('names the first broken link: changed content, a rewritten hash (told by the next link, across a page), a gap, a relinked chain, a cut tail', () => {
    const changed = chainOf(['a', 'b', 'c']);
    changed[1].content = 'B';
    expect(walk(changed)).toMatchObject({ checked: 2, ok: false, first_break: { number: 2, message: 'content_changed' } });

    const rewritten = chainOf(['a', 'b', 'c']);
    rewritten[1].hash = 'f'.repeat(64);
    expect(walk(rewritten).first_break).toMatchObject({ number: 2, message: 'hash_rewritten' });
    expect(walk(rewritten, undefined, 2).first_break).toMatchObject({ number: 2, message: 'hash_rewritten' });
    // the last link has no next one to tell: its content is taken as changed
    const lastRewritten = chainOf(['a', 'b']);
    lastRewritten[1].hash = 'f'.repeat(64);
    expect(walk(lastRewritten).first_break).toMatchObject({ number: 2, message: 'content_changed' });

    const gap = chainOf(['a', 'b', 'c']);
    expect(walk([gap[0], gap[2]]).first_break).toMatchObject({ number: 2, message: 'missing' });

    // the second link changed and hashed again: the third no longer names its hash
    const relinked = chainOf(['a', 'b', 'c']);
    relinked[1] = { ...relinked[1], content: 'B', hash: chainHash(relinked[1].previous_hash, sealOf(2, 'B')) };
    expect(walk(relinked)).toMatchObject({ checked: 2, first_break: { number: 3, message: 'relinked' } });

    const cut = chainOf(['a', 'b', 'c']);
    expect(walk(cut.slice(0, 2), { number: 3, hash: cut[2].hash })).toMatchObject({
      checked: 2,
      first_break: { number: 3, message: 'cut' },
    });
  });

  /** Numbers and findings of every break the walk lists. */
  const found = (links: Link[], last?: { number: number; hash: string }, pageSize?: number) =>
    walk(links, last, pageSize).breaks.map((b) => `${b.number} ${b.message}`);
  /** What a forger does to slip a link in after `at`: renumber the ones after it and seal the new one properly. */
  const insertAfter = (links: Link[], at: number, content: string) => {
    const i = links.findIndex((l) => l.number === at) + 1;
    const before = links[i - 1];
    const slipped = { number: at + 1, previous_hash: before.hash, hash: chainHash(before.hash, sealOf(at + 1, content)), content };
    return [...links.slice(0, i), slipped, ...links.slice(i).map((l) => ({ ...l, number: l.number + 1 }))];
  };

  it('lists every break once, and takes the chain up after each: a change, a gap and an insertion give exactly three', () => {
    const links = chainOf('abcdefghijklmnopqrst'.split(''));
    const last = { number: 20, hash: links[19].hash };
    let forged = links.map((l) => (l.number === 5 ? { ...l, content: 'E' } : l)); // altered
    forged = forged.filter((l) => l.number !== 10); // deleted, numbers left as they were
    forged = insertAfter(forged, 13, 'x'); // slipped in as n°14 (n°14 to 20 become 15 to 21)
    const expected = ['5 content_changed', '10 missing', '14 inserted'];
    expect(found(forged, last)).toEqual(expected);
    expect(found(forged, last, 3)).toEqual(expected); // page after page, the next page's first link as lookahead
    // 20 links walked (one removed, one slipped in), the changed one and the slipped one not intact
    expect(walk(forged, last)).toMatchObject({ ok: false, checked: 18, more_breaks: false });
    // the forger also moved the recorded last link: still the same three
    expect(found(forged, { number: 21, hash: links[19].hash })).toEqual(expected);
  });

  it('names a removal whose numbers were closed up once, a rewritten hash and a relinked link each once, and links added after the last recorded', () => {
    const links = chainOf('abcdefgh'.split(''));
    const closedUp = [...links.slice(0, 3), ...links.slice(4).map((l) => ({ ...l, number: l.number - 1 }))];
    expect(found(closedUp, { number: 8, hash: links[7].hash })).toEqual(['4 missing, renumbered']);

    const two = chainOf('abcdefgh'.split(''));
    two[1].hash = 'f'.repeat(64); // n°2's stored hash rewritten (n°3 still names the true one)
    two[5] = { ...two[5], content: 'F', hash: chainHash(two[5].previous_hash, sealOf(6, 'F')) }; // n°6 changed and hashed again
    expect(found(two, { number: 8, hash: two[7].hash })).toEqual(['2 hash_rewritten', '7 relinked']);
    expect(walk(two).checked).toBe(6);

    const appended = chainOf('abcde'.split(''));
    expect(found(appended, { number: 4, hash: appended[3].hash })).toEqual(['5 appended']);
  });

  it('stops listing after a hundred breaks and says so', () => {
    const links = chainOf(Array.from({ length: 150 }, (_, i) => `c${i}`)).map((l) => ({ ...l, content: `${l.content}!` }));
    expect(walk(links)).toMatchObject({ ok: false, more_breaks: true });
    expect(walk(links).breaks).toHaveLength(100);
  });
});
