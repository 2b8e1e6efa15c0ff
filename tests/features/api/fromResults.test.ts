import { describe, expect, it } from 'vitest';
import { ApiError } from 'spend-ui/features';
import { failureMessage, fromResults } from 'spend-ui/features/internal';

const answer = (body: unknown, status = 400) => new ApiError({ status, body, kind: 'http', message: 'failed' });

describe('fromResults', () => {
  it('reads results.<key> when given a key', () => {
    expect(fromResults('error')({ results: { error: 'Card is blocked' } })).toBe('Card is blocked');
    expect(fromResults('error')({ results: 'Card is blocked' })).toBeUndefined();
  });

  it('reads the text of results itself without a key', () => {
    expect(fromResults()({ results: 'Memo too long' })).toBe('Memo too long');
    expect(fromResults()({ results: ['First problem', 'Second'] })).toBe('First problem');
    expect(fromResults()({ results: { reason: ['Required'] } })).toBe('Required');
    expect(fromResults()({ results: '   ' })).toBeUndefined();
    expect(fromResults()({ detail: 'x' })).toBeUndefined();
  });

  it('falls back when the answer carries no results text', () => {
    const rule = { server: fromResults(), fallback: 'Fallback' };
    expect(failureMessage(answer({ results: 'Server says no' }), rule)).toBe('Server says no');
    expect(failureMessage(answer({}), rule)).toBe('Fallback');
  });
});
