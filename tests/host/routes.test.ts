import { describe, expect, it } from 'vitest';
import { afterSignIn, notBuiltRoutes, opensOnLogin, routeTable } from '../../host/routes.js';
import { NOT_BUILT_SEAMS } from '../../host/notBuilt.js';

const pathsOf = (access: string) => routeTable.filter((entry) => entry.access === access).map((entry) => entry.path);

describe('the route table', () => {
  it('holds every route of the spec in its class', () => {
    expect(pathsOf('public-only')).toEqual([
      '/login',
      '/two-step-verification',
      '/phone-verification',
      '/register',
      '/forgot-password',
      '/reset-password/:token',
    ]);
    expect(pathsOf('open')).toEqual(['/email-verification/:token', '/CurrencyCalculator', '/terms', '/privacy']);
    expect(pathsOf('authenticated')).toEqual([
      '/',
      '/transactions',
      '/accounts/:currency',
      '/user-profile',
      '/receipt-approval',
      '/cards',
      '/payments/:action?',
      '/recipients/:action?',
      '/team',
      '/withdrawals-cashback',
      '/settings/organization-setup',
      '/settings/connect-bank-account',
      '/bank/transactions',
    ]);
  });

  it('titles /bank/transactions as its heading spells it', () => {
    expect(routeTable.find((entry) => entry.path === '/bank/transactions')?.page).toBe('Bank Transactions');
  });

  it('has no duplicate paths', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Each later issue removes the routes and seams it builds from these lists.
  it('lists exactly the routes still showing "not built yet"', () => {
    expect(notBuiltRoutes()).toEqual([]);
  });

  it('lists exactly the seams still waiting for their issue', () => {
    expect(Object.values(NOT_BUILT_SEAMS)).toEqual([]);
  });
});

describe('opensOnLogin', () => {
  it('is true for /login and for an authenticated route signed out, and never signed in', () => {
    expect(opensOnLogin('/login', false)).toBe(true);
    expect(opensOnLogin('/', false)).toBe(true);
    expect(opensOnLogin('/cards', false)).toBe(true);
    expect(opensOnLogin('/register', false)).toBe(false);
    expect(opensOnLogin('/email-verification/abc', false)).toBe(false);
    expect(opensOnLogin('/no-such-page', false)).toBe(false);
    expect(opensOnLogin('/', true)).toBe(false);
    expect(opensOnLogin('/login', true)).toBe(false);
  });
});

describe('afterSignIn', () => {
  it('goes back to the authenticated page the server ended the session on, else to the dashboard', () => {
    expect(afterSignIn('/payments/now')).toBe('/payments/now');
    expect(afterSignIn('/transactions?page=2')).toBe('/transactions?page=2');
    expect(afterSignIn(null)).toBe('/');
    expect(afterSignIn('/login')).toBe('/');
    expect(afterSignIn('/no-such-page')).toBe('/');
  });
});
