import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchQuerySchema } from '@carmarket/shared/vehicle-search';
import { describe, expect, it } from 'vitest';

// The web app types API answers with `expectJson<T>()` and no longer parses them (decision 091):
// the server checks every answer against the shared schema before sending it. That only gives
// the page the same value as `Schema.parse` did when the schema changes nothing on the way: no
// transform, default, coercion, catch or pipe. This test finds every `expectJson<T>()` in the
// web source, takes `TSchema` from the shared module `T` is imported from, and checks that.

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHANGING = new Set(['transform', 'default', 'prefault', 'catch', 'pipe', 'date', 'success']);

interface ZodNode {
  _zod?: { def?: Record<string, unknown> & { type?: string; coerce?: boolean } };
}

/** The paths inside `schema` where parsing would change or add a value. */
function changingParts(schema: unknown, at = '', seen = new Set<unknown>()): string[] {
  const def = (schema as ZodNode | null)?._zod?.def;
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  if (def.type && CHANGING.has(def.type)) found.push(`${at || '(root)'}: ${def.type}`);
  if (def.coerce) found.push(`${at || '(root)'}: coerce`);
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) {
        found.push(...changingParts(child, `${at}.${name}`, seen));
      }
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => found.push(...changingParts(child, `${at}[${index}]`, seen)));
    } else {
      found.push(...changingParts(value, `${at}>${key}`, seen));
    }
  }
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Each `expectJson<T>()` of the web source, with the shared module `T` comes from. */
async function expectedAnswers(): Promise<{ file: string; type: string; module: string }[]> {
  const found: { file: string; type: string; module: string }[] = [];
  for (const file of await sourceFiles(srcDir)) {
    if (file === fileURLToPath(new URL('./api-client.ts', import.meta.url))) continue;
    const text = await readFile(file, 'utf8');
    for (const [, type] of text.matchAll(/expectJson<(\w+)>\(\)/g)) {
      const from = [
        ...text.matchAll(/import[^;]*?\{([^}]*)\}\s*from '@carmarket\/shared\/([\w-]+)'/g),
      ]
        .find(([, names]) => names?.split(/[\s,]+/).includes(type ?? ''))
        ?.at(2);
      found.push({ file: path.relative(srcDir, file), type: type ?? '', module: from ?? '' });
    }
  }
  return found;
}

describe('answers the web app types without parsing', () => {
  it('are found in the source', async () => {
    expect((await expectedAnswers()).length).toBeGreaterThan(30);
  });

  it('the check sees a schema that changes values', () => {
    expect(changingParts(SearchQuerySchema)).not.toEqual([]);
  });

  it('each come from a shared schema that parses to the same value', async () => {
    const problems: string[] = [];
    for (const { file, type, module } of await expectedAnswers()) {
      if (!module) {
        problems.push(`${file}: ${type} is not imported from @carmarket/shared`);
        continue;
      }
      const exports = (await import(`@carmarket/shared/${module}`)) as Record<string, unknown>;
      const schema = exports[`${type}Schema`];
      if (!schema) {
        problems.push(`${file}: @carmarket/shared/${module} has no ${type}Schema`);
        continue;
      }
      for (const part of changingParts(schema)) problems.push(`${file}: ${type}Schema${part}`);
    }
    expect(problems).toEqual([]);
  });
});
