/** Least room between two day labels under a vertical chart, in px. */
export const AXIS_LABEL_GAP = 8;
/** At most about this many labels show under a vertical chart, however wide it is. */
const MOST_LABELS = 10;

/**
 * Every how many bars a label shows under a vertical chart so that no two touch: labels of the left
 * half start at their bar's left edge and those of the right half end at their bar's right edge, so two
 * labels either side of the middle face each other across fewer bars. `chartWidth` and `labelWidth` are
 * measured (px); unmeasured (0), only the count decides.
 */
export function axisLabelStep(count: number, chartWidth: number, labelWidth: number): number {
  const byCount = Math.max(1, Math.ceil(count / MOST_LABELS));
  if (count <= 0 || chartWidth <= 0 || labelWidth <= 0) return byCount;
  const pitch = chartWidth / count;
  const sameSide = Math.ceil((labelWidth + AXIS_LABEL_GAP) / pitch);
  const acrossTheMiddle = Math.ceil((2 * labelWidth + AXIS_LABEL_GAP) / pitch) - 1;
  return Math.max(byCount, sameSide, acrossTheMiddle);
}
