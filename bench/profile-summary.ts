import { readFileSync } from 'node:fs';

/**
 * Reads a `node --cpu-prof` profile and prints where the CPU went, by library and by function (self time),
 * over the last `--last` seconds only, so the product's start and demo seeding stay out of the figures.
 * Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--last 12] [--skip 3] (`--skip`: leave out the very last
 * seconds too, e.g. the ingestion part's integrity check)
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number };

const [file, ...flags] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--last seconds] [--skip seconds]');
const flag = (name: string) => (flags.includes(name) ? Number(flags[flags.indexOf(name) + 1]) : undefined);
const lastSeconds = flag('--last') ?? Number.POSITIVE_INFINITY;
const skipSeconds = flag('--skip') ?? 0;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const groups: [RegExp, string][] = [
  [/node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact|on-exit-leak-free)\//, 'pino (journaux)'],
  [/node_modules\/(@fastify\/helmet|helmet)\//, 'helmet'],
  [/node_modules\/(zod|fastify-type-provider-zod)\//, 'zod (validation, sérialisation)'],
  [/node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+|pgpass)\//, 'pg'],
  [/node_modules\/drizzle-orm\//, 'drizzle-orm'],
  [/node_modules\/(@fastify\/rate-limit)\//, 'rate-limit'],
  [
    /node_modules\/(fastify|find-my-way|avvio|light-my-request|fast-json-stringify|@fastify\/[a-z-]+|fast-querystring|toad-cache)\//,
    'fastify',
  ],
  [/node_modules\/tsx\//, 'tsx'],
  [/apps\/api\/src\//, 'code de l’API'],
  [/packages\/contracts\//, 'contrats'],
  [/^node:|^internal\//, 'Node (http, net, crypto…)'],
];
const groupOf = ({ url, functionName }: Node['callFrame']) => {
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 / natif';
  for (const [pattern, name] of groups) if (pattern.test(url)) return name;
  const pkg = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : url;
};

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const unowned = new Set(['(root)', 'V8 / natif', 'Node (http, net, crypto…)', '(garbage collector)', '(program)']);
/** Native and Node frames count for the nearest library that called them (a socket write made by pg is pg's). */
const ownerOf = (id: number) => {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (frame && !unowned.has(groupOf(frame))) return groupOf(frame);
  }
  return groupOf(byId.get(id)?.callFrame as Node['callFrame']);
};
// Sample times, walking the deltas back from the end so the window is "the last N seconds".
const times: number[] = [];
let t = 0;
for (const delta of profile.timeDeltas) {
  t += delta;
  times.push(t);
}
const windowEnd = times[times.length - 1] - skipSeconds * 1e6;
const windowStart = windowEnd - lastSeconds * 1e6;

const selfByGroup = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  if (times[i] < windowStart || times[i] > windowEnd) return;
  const frame = byId.get(id)?.callFrame;
  if (!frame || frame.functionName === '(idle)') return;
  const dt = profile.timeDeltas[i];
  total += dt;
  const group = groupOf(frame);
  selfByGroup.set(group, (selfByGroup.get(group) ?? 0) + dt);
  const owner = ownerOf(id);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + dt);
  const where = `${frame.functionName || '(anonyme)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/wt-[^/]+\//, '')}:${frame.lineNumber + 1}`;
  selfByFunction.set(where, (selfByFunction.get(where) ?? 0) + dt);
});

const rows = (map: Map<string, number>, n: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000), percent: Number(((us / total) * 100).toFixed(1)) }));

console.log(`Temps CPU hors inactivité : ${Math.round(total / 1000)} ms`);
console.log('Par bibliothèque (temps propre) :');
console.table(rows(selfByGroup, 20));
console.log('Par bibliothèque, le natif compté à la bibliothèque qui l’appelle :');
console.table(rows(byOwner, 20));
console.log('Par fonction (temps propre) :');
console.table(rows(selfByFunction, 30));
