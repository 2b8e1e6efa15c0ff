// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../host/mock-api/index.js';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

/** The rows of the first Markdown table after the "## Demo users" heading, as trimmed cells. */
function demoUsersTable(markdown: string): string[][] {
  const section = markdown.split(/^## Demo users\s*$/m)[1];
  if (section === undefined) throw new Error('README has no "## Demo users" section');
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.trimStart().startsWith('|'));
  const tableLines: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.trimStart().startsWith('|')) break;
    tableLines.push(line);
  }
  return tableLines.map((line) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim()),
  );
}

describe('README "Demo users"', () => {
  const [header, separator, ...rows] = demoUsersTable(readme);

  it('has e-mail | password | who as its first three columns', () => {
    expect(header?.slice(0, 3)).toEqual(['e-mail', 'password', 'who']);
    expect(separator?.every((cell) => /^:?-{3,}:?$/.test(cell))).toBe(true);
  });

  it('lists exactly the demo accounts, in order', () => {
    expect(rows).toEqual(
      demoAccounts.map((account) => [account.email, account.password, account.who, account.description]),
    );
  });
});
