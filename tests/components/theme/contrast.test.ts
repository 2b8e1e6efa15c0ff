import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { colors } from 'spend-ui';
import { contrastRatio } from '../../../components/theme/contrast.js';
import { contrastPairs } from '../../../components/theme/tokens.js';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0B2A5B', '#0B2A5B')).toBeCloseTo(1, 5);
  });

  it('is symmetric and between 1 and 21 for any pair', () => {
    const hex = fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 10);
      }),
    );
  });
});

describe('theme colour pairs', () => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.use] as const))(
    '%s on %s meets the %s minimum',
    (foreground, background, use) => {
      const ratio = contrastRatio(colors[foreground], colors[background]);
      expect(ratio).toBeGreaterThanOrEqual(use === 'text' ? 4.5 : 3);
    },
  );

  it('covers each semantic colour on the surface', () => {
    const checked = new Set(contrastPairs.filter((p) => p.background === 'surface').map((p) => p.foreground));
    for (const name of [
      'text',
      'textMuted',
      'primary',
      'secondary',
      'success',
      'warning',
      'danger',
      'info',
      'border',
      'focusRing',
    ] as const) {
      expect(checked.has(name)).toBe(true);
    }
  });
});
