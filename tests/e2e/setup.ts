// Every e2e test fails when a page it drove threw an uncaught error, even if what it checked held; a failed
// test's log shows what its pages were showing.
import { afterEach, beforeEach, expect } from 'vitest';
import { describeOpenPages, takePageErrors } from './browser.js';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    console.error(`What the pages showed when "${task.name}" failed:\n${await describeOpenPages(task.name)}`);
  });
});

afterEach(() => {
  expect(takePageErrors(), 'uncaught errors in the page').toEqual([]);
});
