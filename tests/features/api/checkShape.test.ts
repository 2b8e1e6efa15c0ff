// Imports the kit's module, not the `spend-ui/features` barrel: the barrel loads classic zod (the forms),
// which sets zod's English messages by itself, and this checks that a zod/mini schema alone has them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
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
