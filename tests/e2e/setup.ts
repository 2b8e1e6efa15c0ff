// Every e2e test fails when a page it drove threw an uncaught error, even if what it checked held.
import { afterEach, expect } from 'vitest';
import { takePageErrors } from './browser.js';

afterEach(() => {
  expect(takePageErrors(), 'uncaught errors in the page').toEqual([]);
});
