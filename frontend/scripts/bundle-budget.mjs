// Builds nothing itself: reads the Vite manifest of the last build (dist/.vite/manifest.json),
// prints each JavaScript chunk's gzipped size and the initial JavaScript of the entry (what any
// route, e.g. /job-vacancy-list/*, loads before its first paint), and fails over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Fails the build above this (gzipped KB); it stops regressions while the target is not met. */
const LIMIT_KB = Number(process.env.BUNDLE_LIMIT_KB ?? 200);
/** The target for the careers list pages. */
const TARGET_KB = 150;

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

const rows = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, kb: gzipKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);
for (const { file, kb } of rows) console.log(`${kb.toFixed(1).padStart(7)} KB  ${file}`);

/** The entry and everything it imports statically: loaded before the first route renders. */
function initialFiles(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) initialFiles(next, seen);
  return seen;
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialKb = [...initialFiles(entry)]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipKb(file), 0);

console.log(`\nInitial JavaScript (entry + static imports): ${initialKb.toFixed(1)} KB gzipped`);
console.log(`Limit ${LIMIT_KB} KB; the issue's target for /job-vacancy-list/* is ${TARGET_KB} KB.`);
if (initialKb > TARGET_KB)
  console.warn(`Warning: ${(initialKb - TARGET_KB).toFixed(1)} KB over the target.`);
if (initialKb > LIMIT_KB) {
  console.error(`Bundle budget exceeded: ${initialKb.toFixed(1)} KB > ${LIMIT_KB} KB.`);
  process.exit(1);
}
