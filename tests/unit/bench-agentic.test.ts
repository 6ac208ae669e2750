// @vitest-environment node
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { describe, expect, it } from 'vitest';
import { AGENTIC_CATEGORY, agenticOf, type AgenticReport } from '../../scripts/bench/agentic';
import { collectArgs } from '../../scripts/bench/lighthouse-ci';

const categoryRefs = defaultConfig.categories?.[AGENTIC_CATEGORY]?.auditRefs ?? [];

type Audit = AgenticReport['audits'][string];

const audit = (id: string, score: number | null, mode: Audit['scoreDisplayMode']): Audit => ({
  id,
  title: id,
  description: '',
  score,
  scoreDisplayMode: mode,
});

/** A report of the category's audits, each passing, with the display modes Lighthouse gave them. */
function report(audits: AgenticReport['audits'] = {}, score = 0.98): AgenticReport {
  const passing = Object.fromEntries(categoryRefs.map(({ id }) => [id, audit(id, 1, 'binary')]));
  return {
    categories: {
      [AGENTIC_CATEGORY]: {
        id: AGENTIC_CATEGORY,
        title: 'Agentic Browsing',
        score,
        auditRefs: categoryRefs,
      },
    },
    audits: { ...passing, ...audits },
  };
}

describe("the bench's Agentic Browsing runs", () => {
  it("read the category Lighthouse 13.5's default config defines", () => {
    expect(categoryRefs.map(({ id }) => id)).toEqual(
      expect.arrayContaining(['llms-txt', 'ard-schema', 'webmcp-schema-validity']),
    );
  });

  it('give the score out of 100 and pass an audit from 0.9, as Lighthouse shows it', () => {
    expect(agenticOf(report({ 'ard-schema': audit('ard-schema', 0.9, 'binary') }))).toEqual({
      score: 98,
      failed: [],
    });
  });

  it('name every applicable audit that failed, and only those', () => {
    const run = agenticOf(
      report(
        {
          'llms-txt': audit('llms-txt', 0, 'binary'),
          'cumulative-layout-shift': audit('cumulative-layout-shift', 0.5, 'numeric'),
          'webmcp-form-coverage': audit('webmcp-form-coverage', null, 'notApplicable'),
          'webmcp-registered-tools': audit('webmcp-registered-tools', 0, 'informative'),
          'agent-accessibility-tree': audit('agent-accessibility-tree', 0, 'manual'),
        },
        0.5,
      ),
    );
    expect(run).toEqual({ score: 50, failed: ['cumulative-layout-shift', 'llms-txt'] });
  });

  it('count an audit missing from the report as failed, and a report without the category as an error', () => {
    const audits = { ...report().audits };
    delete audits['ard-schema'];
    expect(agenticOf({ ...report(), audits }).failed).toEqual(['ard-schema']);
    expect(() => agenticOf({ categories: {}, audits: {} })).toThrow(/no Agentic Browsing/);
  });

  it('run with WebMCP on, apart from the performance runs, which keep a browser without it', () => {
    const settingsOf = (args: string[]) =>
      Object.fromEntries(
        args.filter((arg) => arg.startsWith('--settings.')).map((arg) => arg.split(/=(.*)/)),
      );
    const agentic = settingsOf(collectArgs('http://127.0.0.1:5000/', AGENTIC_CATEGORY));
    const performance = settingsOf(collectArgs('http://127.0.0.1:5000/', 'performance'));
    expect(agentic['--settings.onlyCategories']).toBe(AGENTIC_CATEGORY);
    expect(agentic['--settings.chromeFlags'].split(' ')).toContain('--enable-features=WebMCP');
    expect(performance['--settings.onlyCategories']).toBe('performance');
    expect(performance['--settings.chromeFlags']).not.toContain('WebMCP');
  });
});
