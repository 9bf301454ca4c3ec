import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The integration and security tiers share one stack and one table, and `createRequester(id)`
 * stores a user with a fixed id and e-mail (tests/integration/api.ts): two files choosing the same
 * id collide, and which one fails depends on the order the files run in.
 */
const folders = ['tests/integration', 'tests/security'];

function requesterIds(): { id: string; file: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => {
        const file = join(folder, name);
        return [...readFileSync(file, 'utf8').matchAll(/createRequester\(\s*'([^']+)'/g)].map((match) => ({
          id: match[1],
          file,
        }));
      }),
  );
}

describe('integration fixtures', () => {
  it('give every fixed requester id to one call only', () => {
    const ids = requesterIds();
    expect(ids.length).toBeGreaterThan(10);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { id, file } of ids) {
      const first = seen.get(id);
      if (first) clashes.push(`requester ${id}: ${first} and ${file}`);
      else seen.set(id, file);
    }
    expect(clashes).toEqual([]);
  });
});
