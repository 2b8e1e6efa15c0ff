// Imports the kit's module, not the `spend-ui/features` barrel: the barrel loads classic zod (the forms),
// which sets zod's English messages by itself, and this checks that a zod/mini schema alone has them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { AnswerSchema } from '../../../features/api/answerSchema.js';
import { checkShape } from '../../../features/api/useApiQuery.js';

const cardList = z.object({ card: z.array(z.object({ id: z.number(), card_name: z.nullish(z.string()) })) });

describe('checkShape with a zod/mini schema', () => {
  it('names each wrong field with zod’s English message', () => {
    expect(() => checkShape({ card: [{ id: '1' }, { id: 2, card_name: 3 }] }, cardList, '/card/card')).toThrow(
      '/card/card answered an unexpected shape: card.0.id: Invalid input: expected number, received string; ' +
        'card.1.card_name: Invalid input: expected string, received number',
    );
    expect(() => checkShape('nothing', cardList, '/card/card')).toThrow(
      '/card/card answered an unexpected shape: (root): Invalid input: expected object, received string',
    );
  });

  it('gives the parsed answer: unknown keys dropped, nullish fields kept as sent', () => {
    expect(checkShape({ card: [{ id: 1, card_name: null, extra: true }] }, cardList, '/card/card')).toEqual({
      card: [{ id: 1, card_name: null }],
    });
  });
});

describe('checkShape with any Standard Schema', () => {
  // A schema of another library, as the Standard Schema interface describes it: positive whole numbers.
  const positiveCount: AnswerSchema<number> = {
    '~standard': {
      version: 1,
      vendor: 'hand-written',
      validate: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value > 0
          ? { value }
          : { issues: [{ message: 'Expected a positive count', path: [{ key: 'count' }] }] },
    },
  };

  it('gives the value its validate returns', () => {
    expect(checkShape(3, positiveCount, '/count')).toBe(3);
  });

  it('names the path and message of each issue', () => {
    expect(() => checkShape(-1, positiveCount, '/count')).toThrow(
      '/count answered an unexpected shape: count: Expected a positive count',
    );
  });

  it('refuses a schema that validates asynchronously', () => {
    const later: AnswerSchema<number> = {
      '~standard': { version: 1, vendor: 'hand-written', validate: async (value) => ({ value: Number(value) }) },
    };
    expect(() => checkShape(1, later, '/count')).toThrow('A kit schema must validate synchronously.');
  });
});
