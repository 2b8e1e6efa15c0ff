import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../features/api/ApiError.js';
import { failureMessage, type FailureText } from '../../../features/api/failureMessage.js';

// Issue 27, item 12: every write's failure rule says something when the server gives no text. Every
// module of the domains is read, and each exported value shaped like a `FailureText` is checked.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../../features/*/**/*.ts', '!../../../features/**/index.ts', '!../../../features/**/demo/**'],
  { eager: true },
);

const ruleKeys = new Set(['server', 'fallback', 'statuses', 'silentOtherwise']);

function isFailureText(value: unknown): value is FailureText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => ruleKeys.has(key)) && ('fallback' in value || 'server' in value);
}

const rules = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, FailureText] => isFailureText(entry[1]))
    .map(([name, rule]) => ({ name: `${path.replace('../../../', '')} ${name}`, rule })),
);

/** Rules of reads, not writes, that the spec has only logged ("Other list and quote failures are only logged"). */
const onlyLogged = new Set(['features/fx/failures.ts SIDE_CONVERTER_QUOTE_FAILURE']);
const writeRules = rules.filter(({ name }) => !onlyLogged.has(name));

const serverErrorWithoutBody = new ApiError({ kind: 'http', status: 500, body: undefined });
const noAnswer = new ApiError({ kind: 'network', status: 0, body: undefined });

describe('every failure rule says something when the server gives no text', () => {
  it('finds the domains’ rules', () => {
    expect(rules.length).toBeGreaterThan(20);
    expect(rules.map(({ name }) => name)).toContain('features/transactions/api.ts MEMO_CREATE_FAILURE');
  });

  it.each(writeRules)('$name: a network failure and a 500 without a body', ({ rule }) => {
    expect(failureMessage(noAnswer, rule)).toMatch(/\S/);
    // "Other statuses show nothing" is the spec's own choice for the rules that say so.
    if (!(rule.silentOtherwise && rule.statuses && !rule.statuses.includes(500))) {
      expect(failureMessage(serverErrorWithoutBody, rule)).toMatch(/\S/);
    }
  });
});
