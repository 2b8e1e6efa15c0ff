import { useEffect, useMemo, useRef } from 'react';
import type { Key, Selection } from 'react-stately';
import { announce } from '../internal/announce.js';
import { useControllableState } from './useControllableState.js';

export interface UseGridSelectionOptions<Row> {
  rows: Row[];
  getRowId: (row: Row) => Key;
  selectionMode: 'none' | 'multiple';
  selectedKeys?: 'all' | Iterable<Key>;
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  /** The polite announcement of how many rows are selected. */
  selectedCountText: (count: number) => string;
}

/** Whether every row, some rows or no row is selected (the select-all checkbox's three states). */
export type SelectAllState = 'all' | 'some' | 'none';

/** Where a Shift+Arrow or Shift+click range starts and where it last ended, by row index and key. */
interface RangeEnds {
  anchor: { index: number; key: Key };
  current: number;
}

/** The owner's keys as a selection: `'all'`, or a set of keys new whenever the owner passes new keys. */
const toSelection = (keys: 'all' | Iterable<Key> | undefined): Selection | undefined =>
  keys === 'all' ? 'all' : keys === undefined ? undefined : new Set(keys);

const isSameSelection = (a: Selection, b: Selection): boolean =>
  a === 'all' || b === 'all' ? a === b : a.size === b.size && [...a].every((key) => b.has(key));

/**
 * Row selection of the DataGrid (controlled or not, `'all'` for select-all so a million selected rows
 * are never a million keys), with the ranges of the APG grid's Shift+Arrow and Shift+click, and the
 * count announced politely after every change. Its own small model rather than react-stately's
 * multiple-selection state, which costs every grid about 1 kB gzip for what these few lines do.
 */
export function useGridSelection<Row>(options: UseGridSelectionOptions<Row>) {
  const { rows, getRowId, selectionMode, selectedKeys, selectedCountText } = options;
  const controlled = useMemo(() => toSelection(selectedKeys), [selectedKeys]);
  const [selected, setSelectedKeys] = useControllableState<Selection>(
    controlled,
    () => toSelection(options.defaultSelectedKeys) ?? new Set(),
    options.onSelectionChange,
  );
  const isEnabled = selectionMode === 'multiple';
  const range = useRef<RangeEnds | null>(null);

  const count = selected === 'all' ? rows.length : selected.size;
  // A new count is announced, and so is every change a person made here even with the count unchanged
  // (a row swapped for another); an owner passing equal keys anew on each render is not.
  const previous = useRef({ selected, count });
  const changedHere = useRef(false);
  useEffect(() => {
    if (previous.current.selected === selected) return;
    const isNews = changedHere.current || previous.current.count !== count;
    previous.current = { selected, count };
    changedHere.current = false;
    if (isNews) announce(selectedCountText(count), 'polite');
  }, [selected, count, selectedCountText]);

  const setSelected = (keys: Selection) => {
    if (isSameSelection(keys, selected)) return;
    changedHere.current = true;
    setSelectedKeys(keys);
  };

  const keyAt = (index: number): Key | undefined => {
    const row = rows[index];
    return row === undefined ? undefined : getRowId(row);
  };

  /** The anchor's current index: where it was, or where its row moved to (after sorting). */
  const anchorIndex = (ends: RangeEnds): number => {
    if (keyAt(ends.anchor.index) === ends.anchor.key) return ends.anchor.index;
    return rows.findIndex((row) => getRowId(row) === ends.anchor.key);
  };

  const keysBetween = (from: number, to: number): Key[] => {
    const keys: Key[] = [];
    for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
      const key = keyAt(index);
      if (key !== undefined) keys.push(key);
    }
    return keys;
  };

  const explicitKeys = (): Set<Key> => (selected === 'all' ? new Set(rows.map(getRowId)) : new Set(selected));

  const isRowSelected = (row: Row): boolean => selected === 'all' || selected.has(getRowId(row));

  /** Space, Shift+Space or a click on a row's checkbox: the row joins or leaves the selection and anchors ranges. */
  const toggleRow = (index: number) => {
    const key = keyAt(index);
    if (!isEnabled || key === undefined) return;
    const keys = explicitKeys();
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    range.current = { anchor: { index, key }, current: index };
    setSelected(keys);
  };

  /**
   * Shift+Arrow or Shift+click: the rows from the anchor to `index` are selected, replacing the range
   * the last extension selected (so moving back shrinks it). Without an anchor the range starts at `from`.
   */
  const extendTo = (index: number, from: number) => {
    if (!isEnabled || selected === 'all' || keyAt(index) === undefined) return;
    const ends = range.current;
    const start = ends ? anchorIndex(ends) : -1;
    const anchor = start >= 0 ? start : from;
    const anchorKey = keyAt(anchor);
    if (anchorKey === undefined) return;
    const keys = new Set(selected);
    if (ends && start >= 0) for (const key of keysBetween(anchor, ends.current)) keys.delete(key);
    for (const key of keysBetween(anchor, index)) keys.add(key);
    range.current = { anchor: { index: anchor, key: anchorKey }, current: index };
    setSelected(keys);
  };

  const selectAll = () => {
    if (isEnabled && rows.length > 0) setSelected('all');
  };

  const clear = (): boolean => {
    if (!isEnabled || count === 0) return false;
    range.current = null;
    setSelected(new Set());
    return true;
  };

  const selectAllState: SelectAllState =
    selected === 'all' || (count > 0 && count >= rows.length && rows.every(isRowSelected))
      ? 'all'
      : count > 0
        ? 'some'
        : 'none';

  /** The header checkbox: everything when not all is selected, else nothing. */
  const toggleAll = () => {
    if (selectAllState === 'all') clear();
    else selectAll();
  };

  return { isEnabled, isRowSelected, toggleRow, extendTo, selectAll, toggleAll, clear, selectAllState };
}

export type GridSelection<Row> = ReturnType<typeof useGridSelection<Row>>;
