// @vitest-environment node
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const FIREBASE_MARKERS = ['firestore.googleapis.com', '@firebase/firestore', 'FirebaseError'];

interface BuildOutput {
  files: Map<string, string>;
  entry: string;
}

async function buildSite(env: Record<string, string>): Promise<BuildOutput> {
  const root = process.cwd();
  const envDir = await mkdtemp(join(tmpdir(), 'portfolio-env-'));
  const outDir = await mkdtemp(join(tmpdir(), 'portfolio-dist-'));
  await writeFile(
    join(envDir, '.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  await build({
    root,
    envDir,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const names = await readdir(join(outDir, 'assets'));
  const files = new Map<string, string>();
  for (const name of names.filter((file) => file.endsWith('.js'))) {
    files.set(name, await readFile(join(outDir, 'assets', name), 'utf8'));
  }
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
  return { files, entry };
}

const containsFirebase = (code: string) => FIREBASE_MARKERS.some((marker) => code.includes(marker));

describe('production build output', { timeout: 120_000 }, () => {
  let memory: BuildOutput;
  let firestore: BuildOutput;

  beforeAll(async () => {
    memory = await buildSite({});
    firestore = await buildSite({
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'demo',
      VITE_FIREBASE_APP_ID: '1:1:web:1',
    });
  }, 120_000);

  it('ships no Firebase code at all in the memory build', () => {
    expect(memory.files.size).toBeGreaterThan(0);
    for (const [name, code] of memory.files) expect(containsFirebase(code), name).toBe(false);
  });

  it('loads Firebase in the Firestore build only after the entry, in its own chunks', () => {
    const firebaseChunks = [...firestore.files].filter(([, code]) => containsFirebase(code));
    expect(firebaseChunks.length).toBeGreaterThan(0);
    expect(firestore.entry).not.toBe('');
    expect(containsFirebase(firestore.files.get(firestore.entry) ?? '')).toBe(false);
  });
});
