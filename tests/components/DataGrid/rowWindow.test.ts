import { describe, expect, it } from 'vitest';
import { MAX_ROWS_HEIGHT, WINDOW_MARGIN, windowOffset, windowSize } from '../../../components/DataGrid/rowWindow.js';

const million = 1_000_000;
/** A million 36 px rows: 416,666 of them fit in 15,000,000 px. */
const size = windowSize(million, 36);

describe('windowSize', () => {
  it('holds every row of a grid under the limit: no window', () => {
    expect(windowSize(100_000, 36)).toBe(100_000);
    expect(windowSize(0, 36)).toBe(0);
    expect(windowOffset(100_000, windowSize(100_000, 36), 0, 99_999)).toBe(0);
  });

  it('holds every row when they are exactly as tall as the limit, one fewer past it', () => {
    expect(windowSize(500_000, 30)).toBe(500_000);
    expect(500_000 * 30).toBe(MAX_ROWS_HEIGHT);
    expect(windowSize(500_001, 30)).toBe(500_000);
    expect(windowSize(1_000, 36, 36_000)).toBe(1_000);
    expect(windowSize(1_001, 36, 36_000)).toBe(1_000);
  });

  it('holds as many rows as fit in the limit past it', () => {
    expect(size).toBe(416_666);
    expect(size * 36).toBeLessThanOrEqual(MAX_ROWS_HEIGHT);
    expect(windowSize(million, 32)).toBe(468_750);
  });
});

describe('windowOffset', () => {
  it('keeps the first window for the first row and rows inside it', () => {
    expect(windowOffset(million, size, 0, 0)).toBe(0);
    expect(windowOffset(million, size, 0, 0, 12)).toBe(0);
    expect(windowOffset(million, size, 0, size - WINDOW_MARGIN - 1)).toBe(0);
  });

  it('shifts to centre rows within the margin of an edge with rows beyond it', () => {
    /** Rows of the window before `first` and after `last`: as many, give or take one. */
    const balanced = (offset: number, first: number, last: number) =>
      Math.abs(first - offset - (offset + size - 1 - last)) <= 1;
    const target = size - WINDOW_MARGIN;
    const shifted = windowOffset(million, size, 0, target);
    expect(shifted).toBe(208_233);
    expect(balanced(shifted, target, target)).toBe(true);
    // Rows 40 to 52 from the end of the window shown, in the middle of the next one.
    const offset = windowOffset(million, size, 0, size - 52, size - 40);
    expect(offset).toBeGreaterThan(0);
    expect(balanced(offset, size - 52, size - 40)).toBe(true);
    // A key moving past the window's last row.
    expect(balanced(windowOffset(million, size, 0, size), size, size)).toBe(true);
  });

  it('shifts back towards the first row from the margin of the first edge', () => {
    const offset = 300_000;
    expect(windowOffset(million, size, offset, offset + WINDOW_MARGIN)).toBe(offset);
    expect(windowOffset(million, size, offset, offset + WINDOW_MARGIN - 1)).toBe(
      offset + WINDOW_MARGIN - 1 - Math.ceil((size - 1) / 2),
    );
    // Back to the first row (Ctrl+Home, then ArrowDown): the first window.
    expect(windowOffset(million, size, offset, 0)).toBe(0);
  });

  it('ends the window at the last row, whose rows it keeps to the end', () => {
    const lastWindow = million - size;
    expect(windowOffset(million, size, 0, million - 1)).toBe(lastWindow);
    expect(windowOffset(million, size, lastWindow, million - 1)).toBe(lastWindow);
    // No margin at the end of the rows: nothing lies beyond.
    expect(windowOffset(million, size, lastWindow, million - 13, million - 1)).toBe(lastWindow);
    expect(windowOffset(million, size, lastWindow, lastWindow + WINDOW_MARGIN)).toBe(lastWindow);
  });

  it('never leaves the rows when they are barely more than a window', () => {
    const rowCount = size + 5;
    expect(windowOffset(rowCount, size, 0, size - WINDOW_MARGIN)).toBe(5);
    expect(windowOffset(rowCount, size, 5, 10)).toBe(0);
    expect(windowOffset(rowCount, size, 5, rowCount - 1)).toBe(5);
  });

  it('moves a window left beyond fewer rows back to the first row when all of them fit', () => {
    expect(windowOffset(1_000, 1_000, 300_000, 999)).toBe(0);
  });
});
