import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AXIS_LABEL_GAP, axisLabelStep } from '../../../components/BarChart/axisLabelStep.js';

/** Where each shown label sits, as the chart lays them out: left half from the bar's left edge, right half to its right edge. */
function shownLabelSpans(count: number, chartWidth: number, labelWidth: number, step: number) {
  const pitch = chartWidth / count;
  return Array.from({ length: count }, (_, index) => index)
    .filter((index) => index % step === 0)
    .map((index) =>
      index >= count / 2
        ? { start: (index + 1) * pitch - labelWidth, end: (index + 1) * pitch }
        : { start: index * pitch, end: index * pitch + labelWidth },
    );
}

describe('axisLabelStep', () => {
  it('drops labels to fit: 25 days of "Nov 10" in a 311 px chart show every 4th or fewer', () => {
    expect(axisLabelStep(25, 311, 38)).toBeGreaterThanOrEqual(4);
    expect(axisLabelStep(25, 0, 0)).toBe(3);
    expect(axisLabelStep(5, 800, 38)).toBe(1);
  });

  it('never lets two shown labels come closer than the gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 120, max: 2000 }),
        fc.integer({ min: 10, max: 110 }),
        (count, chartWidth, labelWidth) => {
          const step = axisLabelStep(count, chartWidth, labelWidth);
          const spans = shownLabelSpans(count, chartWidth, labelWidth, step);
          return spans.every((span, index) => {
            const next = spans[index + 1];
            return !next || next.start - span.end >= AXIS_LABEL_GAP - 1e-9;
          });
        },
      ),
    );
  });
});
