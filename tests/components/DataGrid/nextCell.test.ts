import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type GridKey } from 'spend-ui';
import { clampCell, gridKeyOf, nextCell } from '../../../components/DataGrid/gridKeyboard.js';

const keys: GridKey[] = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'CtrlHome',
  'CtrlEnd',
  'PageUp',
  'PageDown',
];
const bounds = { rowCount: 101, colCount: 8, pageSize: 12 }; // header + 100 rows

const grid = fc
  .record({
    rowCount: fc.integer({ min: 1, max: 100_001 }),
    colCount: fc.integer({ min: 1, max: 20 }),
    pageSize: fc.integer({ min: 1, max: 60 }),
  })
  .chain((b) =>
    fc.record({
      bounds: fc.constant(b),
      position: fc.record({
        row: fc.integer({ min: 0, max: b.rowCount - 1 }),
        col: fc.integer({ min: 0, max: b.colCount - 1 }),
      }),
      key: fc.constantFrom(...keys),
    }),
  );

describe('nextCell', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(nextCell({ row: 1, col: 0 }, 'ArrowDown', bounds)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, 'ArrowUp', bounds)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'ArrowUp', bounds)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 100, col: 3 }, 'ArrowDown', bounds)).toEqual({ row: 100, col: 3 });
    expect(nextCell({ row: 5, col: 0 }, 'ArrowLeft', bounds)).toEqual({ row: 5, col: 0 });
    expect(nextCell({ row: 5, col: 7 }, 'ArrowRight', bounds)).toEqual({ row: 5, col: 7 });
    expect(nextCell({ row: 5, col: 3 }, 'ArrowRight', bounds)).toEqual({ row: 5, col: 4 });
  });

  it('goes to the ends of the row with Home/End and of the grid with Ctrl+Home/Ctrl+End', () => {
    expect(nextCell({ row: 5, col: 3 }, 'Home', bounds)).toEqual({ row: 5, col: 0 });
    expect(nextCell({ row: 5, col: 3 }, 'End', bounds)).toEqual({ row: 5, col: 7 });
    expect(nextCell({ row: 5, col: 3 }, 'CtrlHome', bounds)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 5, col: 3 }, 'CtrlEnd', bounds)).toEqual({ row: 100, col: 7 });
  });

  it('moves a page with PageDown/PageUp without leaving the data rows upwards', () => {
    expect(nextCell({ row: 1, col: 2 }, 'PageDown', bounds)).toEqual({ row: 13, col: 2 });
    expect(nextCell({ row: 95, col: 2 }, 'PageDown', bounds)).toEqual({ row: 100, col: 2 });
    expect(nextCell({ row: 13, col: 2 }, 'PageUp', bounds)).toEqual({ row: 1, col: 2 });
    expect(nextCell({ row: 5, col: 2 }, 'PageUp', bounds)).toEqual({ row: 1, col: 2 });
    expect(nextCell({ row: 0, col: 2 }, 'PageUp', bounds)).toEqual({ row: 0, col: 2 });
    expect(nextCell({ row: 0, col: 2 }, 'PageDown', bounds)).toEqual({ row: 12, col: 2 });
  });

  it('stays on the header when the grid has no data rows', () => {
    const headerOnly = { rowCount: 1, colCount: 3, pageSize: 10 };
    for (const key of keys) expect(nextCell({ row: 0, col: 1 }, key, headerOnly).row).toBe(0);
  });

  it('always lands inside the grid', () => {
    fc.assert(
      fc.property(grid, ({ bounds: b, position, key }) => {
        const next = nextCell(position, key, b);
        expect(next.row).toBeGreaterThanOrEqual(0);
        expect(next.row).toBeLessThan(b.rowCount);
        expect(next.col).toBeGreaterThanOrEqual(0);
        expect(next.col).toBeLessThan(b.colCount);
        expect(Number.isInteger(next.row) && Number.isInteger(next.col)).toBe(true);
      }),
    );
  });

  it('moves along one axis only, by at most a page, in the direction of the key', () => {
    fc.assert(
      fc.property(grid, ({ bounds: b, position, key }) => {
        const next = nextCell(position, key, b);
        const dRow = next.row - position.row;
        const dCol = next.col - position.col;
        if (['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'].includes(key)) expect(dCol).toBe(0);
        if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(key)) expect(dRow).toBe(0);
        if (key === 'ArrowDown' || key === 'PageDown') expect(dRow).toBeGreaterThanOrEqual(0);
        if (key === 'ArrowUp' || key === 'PageUp') expect(dRow).toBeLessThanOrEqual(0);
        if (key === 'PageUp' || key === 'PageDown') expect(Math.abs(dRow)).toBeLessThanOrEqual(b.pageSize);
        if (key.startsWith('Arrow')) expect(Math.abs(dRow) + Math.abs(dCol)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('undoes an arrow with the opposite arrow unless it hit an edge', () => {
    const opposite: Partial<Record<GridKey, GridKey>> = {
      ArrowUp: 'ArrowDown',
      ArrowDown: 'ArrowUp',
      ArrowLeft: 'ArrowRight',
      ArrowRight: 'ArrowLeft',
    };
    fc.assert(
      fc.property(grid, ({ bounds: b, position, key }) => {
        const back = opposite[key];
        if (!back) return;
        const next = nextCell(position, key, b);
        if (next.row === position.row && next.col === position.col) return;
        expect(nextCell(next, back, b)).toEqual(position);
      }),
    );
  });

  it('clamps positions left outside after the rows shrank', () => {
    expect(clampCell({ row: 500, col: 9 }, { rowCount: 11, colCount: 4 })).toEqual({ row: 10, col: 3 });
    expect(nextCell({ row: 500, col: 9 }, 'ArrowUp', { rowCount: 11, colCount: 4, pageSize: 5 })).toEqual({
      row: 9,
      col: 3,
    });
  });
});

describe('gridKeyOf', () => {
  it('maps events to navigation keys', () => {
    expect(gridKeyOf({ key: 'ArrowDown' })).toBe('ArrowDown');
    expect(gridKeyOf({ key: 'Home', ctrlKey: true })).toBe('CtrlHome');
    expect(gridKeyOf({ key: 'End', metaKey: true })).toBe('CtrlEnd');
    expect(gridKeyOf({ key: 'End' })).toBe('End');
    expect(gridKeyOf({ key: 'PageDown' })).toBe('PageDown');
    expect(gridKeyOf({ key: 'Enter' })).toBeNull();
    expect(gridKeyOf({ key: 'a' })).toBeNull();
    expect(gridKeyOf({ key: 'ArrowDown', shiftKey: true })).toBeNull();
  });

  it('swaps the horizontal arrows right to left', () => {
    expect(gridKeyOf({ key: 'ArrowLeft' }, 'rtl')).toBe('ArrowRight');
    expect(gridKeyOf({ key: 'ArrowRight' }, 'rtl')).toBe('ArrowLeft');
  });
});
