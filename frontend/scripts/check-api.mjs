// Fails when src/lib/api/schema.d.ts is not what `npm run gen:api` makes from the server's
// OpenAPI document, so the client's types never drift from the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/lib/api/schema.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'erecruit-api-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync('node_modules/.bin/openapi-typescript', ['../server/openapi.json', '-o', fresh], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(
      `${committed} is out of date with server/openapi.json: run \`npm run gen:api\` and commit it.`,
    );
    process.exit(1);
  }
  console.log(`${committed} matches server/openapi.json`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
