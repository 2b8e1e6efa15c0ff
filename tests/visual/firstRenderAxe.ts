// axe on each story's first render, as the visual project shows it (no play function): the stories project
// scans a story only once its play function has run, so a state a user sees first and the play moves on
// from would escape axe. The same axe-core as @storybook/addon-a11y, with its defaults: the whole body
// scanned, the `region` rule off (a component alone is in no landmark), the story's `parameters.a11y`
// config and options on top.
import axe, { type ElementContext, type Result, type RunOptions, type Spec } from 'axe-core';

/** The part of a story's `parameters.a11y` the scan follows (the addon's own parameters). */
interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  context?: ElementContext;
  config?: Spec;
  options?: RunOptions;
}

function a11yParametersOf(parameters: Record<string, unknown>): A11yParameters {
  const value = parameters.a11y;
  return typeof value === 'object' && value !== null ? (value as A11yParameters) : {};
}

/** Rules the addon turns off for every story. */
const ADDON_DISABLED_RULES = ['region'];

/** One line per node that fails: the rule, the element and axe's summary of what to fix. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}) on ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/**
 * The violations axe finds on the page as the story first shows it, one line each; none when the story
 * does not fail on them in the stories project either (`parameters.a11y.test` `'off'` or `'todo'`).
 */
export async function firstRenderViolations(parameters: Record<string, unknown>): Promise<string[]> {
  const a11y = a11yParametersOf(parameters);
  if (a11y.test === 'off' || a11y.test === 'todo') return [];
  axe.reset();
  axe.configure({
    ...a11y.config,
    rules: [...ADDON_DISABLED_RULES.map((id) => ({ id, enabled: false })), ...(a11y.config?.rules ?? [])],
  });
  // Violations only: axe's details of the passing nodes would cost time for nothing.
  const results = await axe.run(a11y.context ?? document.body, { ...a11y.options, resultTypes: ['violations'] });
  return describeViolations(results.violations);
}
