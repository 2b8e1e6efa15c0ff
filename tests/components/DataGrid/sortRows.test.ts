import { describe, expect, it } from 'vitest';
import { sortRows } from '../../../components/DataGrid/sortRows.js';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Entry 10', amount: 5 },
  { id: 2, name: 'entry 9', amount: 1 },
  { id: 3, name: 'Éclair', amount: 5 },
  { id: 4, name: 'Entry 9', amount: -2 },
  { id: 5, name: 'Zoom', amount: 1 },
];
const ids = (sorted: Row[]) => sorted.map((row) => row.id);

describe('sortRows', () => {
  it('sorts numbers both ways, equal values keeping their order', async () => {
    expect(ids(await sortRows(rows, (row) => row.amount, 'ascending'))).toEqual([4, 2, 5, 1, 3]);
    expect(ids(await sortRows(rows, (row) => row.amount, 'descending'))).toEqual([1, 3, 2, 5, 4]);
  });

  it('sorts text as people read it: digits by number, case and accents aside', async () => {
    expect(ids(await sortRows(rows, (row) => row.name, 'ascending'))).toEqual([3, 2, 4, 1, 5]);
    expect(ids(await sortRows(rows, (row) => row.name, 'descending'))).toEqual([5, 1, 2, 4, 3]);
  });

  it('returns the same row objects in a new array, leaving the given one as it was', async () => {
    const before = [...rows];
    const sorted = await sortRows(rows, (row) => row.amount, 'ascending');
    expect(sorted).not.toBe(rows);
    expect(rows).toEqual(before);
    expect(sorted[0]).toBe(rows[3]);
  });
});
