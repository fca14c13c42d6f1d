/**
 * A .cpuprofile read the way docs/performance.md reports it: the functions with the most self
 * time, and the most total (inclusive) time, each as a share of the profile's samples.
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [rows] [filter]
 *
 * `filter` keeps only functions whose name or file contains it (e.g. `src/server`).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const [file, rowsArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows] [filter]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const hits = new Map<number, number>();
for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);

const label = (node: ProfileNode) => {
  const where = node.callFrame.url.replace(/^.*\/(node_modules|src|bench)\//, '$1/');
  return `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
};
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const [id, count] of hits) {
  const node = byId.get(id);
  if (!node) continue;
  self.set(label(node), (self.get(label(node)) ?? 0) + count);
  // Each function counted once per sample, however deep its recursion.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at);
    if (!frame) break;
    const name = label(frame);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + count);
  }
}

const all = profile.samples.length;
const print = (title: string, table: Map<string, number>) => {
  console.log(`\n${title} (${all} samples)`);
  [...table]
    .filter(([name]) => !filter || name.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .forEach(([name, count]) => console.log(`${((100 * count) / all).toFixed(1).padStart(5)}%  ${name}`));
};
print('self', self);
print('total', total);
