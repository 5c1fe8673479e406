import { type ChainBreak, GENESIS_HASH } from '@fitfit/contracts';

/** A link of a hash chain: numbered from 1, naming the hash of the one before it (PRODUCT §3.2). */
export interface ChainLink {
  number: number;
  previous_hash: string;
  hash: string;
}

/** The last link walked (`link` null before the first one); `hash` is the one the next link should name. */
export interface ChainTail<L> {
  number: number;
  hash: string;
  link: L | null;
}

/** What the walk found wrong, in its terms; each chain says it in French (`ChainRules.describe`). */
export type ChainFinding<L> =
  /**
   * Links are gone before `link`: it is not numbered `previous.number + 1`, or (`renumbered`) its content was sealed
   * under a higher number than it carries — the numbers after a removed link were closed up.
   */
  | { kind: 'missing'; link: L; previous: ChainTail<L>; renumbered?: boolean }
  /** `link` was slipped into the chain: the link after it names the hash of the one before and was sealed one number lower. */
  | { kind: 'inserted'; link: L }
  /** The link's content hashes to `recomputed`, which the next link recorded: only the stored hash was rewritten. */
  | { kind: 'hash_rewritten'; link: L; recomputed: string }
  /** The link's content no longer hashes to its stored hash. */
  | { kind: 'content_changed'; link: L; recomputed: string }
  /** The link does not name the previous one's hash: the previous was changed and hashed again (or the link edited). */
  | { kind: 'relinked'; link: L; previous: ChainTail<L> }
  /** The walk ended before the last link recorded elsewhere (the ledger state): the links after `previous` are gone. */
  | { kind: 'cut'; previous: ChainTail<L>; last: { number: number; hash: string } }
  /** The walk went past the last link recorded elsewhere: the links after `last` were added outside the ledger. */
  | { kind: 'appended'; previous: ChainTail<L>; last: { number: number; hash: string } };

export interface ChainRules<L extends ChainLink> {
  /** The link's hash recomputed from its content and `previous_hash`; left out, only numbers and links are checked. */
  hashOf?: (link: L) => string;
  /**
   * The link's hash had it been sealed under `number` (chains whose seal holds the number: tickets, closings). With it
   * the walk recognises links renumbered after an insertion or a removal, and names that one change instead of
   * every link after it.
   */
  hashAs?: (link: L, number: number) => string;
  /** A check of the chain's own once the link holds (a ticket's status, an archive's stored file). */
  after?: (link: L) => ChainBreak | null;
  describe: (finding: ChainFinding<L>) => ChainBreak;
}

export interface ChainReport {
  /** Links found intact. */
  checked: number;
  ok: boolean;
  first_break: ChainBreak | null;
  /** Every break, in chain order (at most `MAX_BREAKS`). */
  breaks: ChainBreak[];
  /** More breaks than `MAX_BREAKS`: the walk stopped at the last one listed. */
  more_breaks: boolean;
}

/** A chain broken at every link (a bulk rewrite) is not listed link by link: the walk stops after this many. */
export const MAX_BREAKS = 100;

/**
 * The one walk of the ledger's hash chains — tickets, closings, fiscal archives, and the rows inside an archive:
 * link after link, the number follows, the content hashes to the stored hash (when it does not, the next link
 * tells a rewritten hash from changed content), the link names the previous hash. Every break is reported, each
 * once: after a break the walk takes up the chain as the next link recorded it (a gap, a changed link, a rewritten
 * hash, an inserted link and the renumbering it forced each make one break), so one walk lists every altered,
 * missing or inserted link. Links come in order, in one array or page after page (`walk` again with the next page).
 */
export class ChainWalk<L extends ChainLink> {
  private walked = 0;
  /** Numbers of the links a break is about (a link counts once however many breaks name it). */
  private readonly blamed = new Set<number>();
  readonly breaks: ChainBreak[] = [];
  private more = false;
  private previous: ChainTail<L>;
  /** The hash the link before `previous` should be named by: what a link after an inserted one names. */
  private beforePrevious: string | null = null;
  /** Stored number minus sealed number, once links were renumbered after an insertion (+1) or a removal (−1). */
  private shift = 0;

  constructor(
    private readonly rules: ChainRules<L>,
    start: { number: number; hash: string } = { number: 0, hash: GENESIS_HASH },
  ) {
    this.previous = { ...start, link: null };
  }

  /** Links found intact. */
  get checked(): number {
    return this.walked - this.blamed.size;
  }

  /** The first break found, if any. */
  get broken(): ChainBreak | null {
    return this.breaks[0] ?? null;
  }

  /** The links in order, and the one after the last when known (a page's lookahead); false once too many breaks were found. */
  walk(links: readonly L[], following?: L): boolean {
    for (let i = 0; i < links.length && !this.more; i++) this.check(links[i], links[i + 1] ?? following);
    return !this.more;
  }

  /** At the end of the links: the last one against the last recorded elsewhere, when given. */
  end(last?: { number: number; hash: string }): ChainReport {
    const p = this.previous;
    // after a renumbering the last link carries its new number and its old hash: the break is already named
    const sameLast = last && p.hash === last.hash && (p.number === last.number || p.number - this.shift === last.number);
    if (!this.more && last && !sameLast)
      this.report(this.rules.describe({ kind: p.number > last.number ? 'appended' : 'cut', previous: p, last }));
    return { checked: this.checked, ok: this.breaks.length === 0, first_break: this.broken, breaks: this.breaks, more_breaks: this.more };
  }

  private report(found: ChainBreak, about?: L | null) {
    if (this.breaks.length >= MAX_BREAKS) {
      this.more = true;
      return;
    }
    this.breaks.push(found);
    if (about) this.blamed.add(about.number);
  }

  private check(link: L, next: L | undefined) {
    const { describe, hashOf, hashAs, after } = this.rules;
    const previous = this.previous;
    this.walked++;
    // the hash this link should name; a gap or an insertion before it explains another one
    let named = previous.hash;
    if (link.number !== previous.number + 1) {
      this.report(describe({ kind: 'missing', link, previous }));
      named = link.previous_hash;
    }
    // what the next link should name: the stored hash, or the recomputed one when only the stored hash was rewritten
    let own = link.hash;
    const sealedAs = (n: number) => (n === link.number || !hashAs ? hashOf?.(link) : hashAs(link, n));
    const recomputed = sealedAs(link.number - this.shift);
    if (recomputed !== undefined && recomputed !== link.hash) {
      const moved = hashAs ? [1, -1].find((d) => sealedAs(link.number - this.shift - d) === link.hash) : undefined;
      if (moved === 1 && previous.link && link.previous_hash === this.beforePrevious) {
        // sealed one number lower, naming the link before the previous one: the previous one was slipped in
        this.shift += 1;
        this.report(describe({ kind: 'inserted', link: previous.link }), previous.link);
        named = link.previous_hash;
      } else if (moved === -1) {
        // sealed one number higher: a link before it was removed and the numbers after it closed up
        this.shift -= 1;
        if (named === previous.hash) this.report(describe({ kind: 'missing', link, previous, renumbered: true }));
        named = link.previous_hash;
      } else {
        const rewritten = next?.previous_hash === recomputed;
        this.report(describe({ kind: rewritten ? 'hash_rewritten' : 'content_changed', link, recomputed }), link);
        if (rewritten) own = recomputed;
      }
    }
    // the previous link was changed and hashed again: the break is there
    if (link.previous_hash !== named) this.report(describe({ kind: 'relinked', link, previous }), previous.link);
    const mine = after?.(link);
    if (mine) this.report(mine, link);
    this.beforePrevious = previous.hash;
    this.previous = { number: link.number, hash: own, link };
  }
}
