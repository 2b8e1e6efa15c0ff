import { act, renderHook } from '@testing-library/react';
import type { Selection } from 'react-stately';
import { describe, expect, it, vi } from 'vitest';
import { useGridSelection } from '../../../components/DataGrid/useGridSelection.js';

interface Row {
  id: string;
}

const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({ id: `r${index}` }));

function setup(initial: Row[] = rows) {
  const onSelectionChange = vi.fn<(keys: Selection) => void>();
  const hook = renderHook(
    ({ current }: { current: Row[] }) =>
      useGridSelection({
        rows: current,
        getRowId: (row) => row.id,
        selectionMode: 'multiple',
        onSelectionChange,
        selectedCountText: (count) => `${count} selected`,
      }),
    { initialProps: { current: initial } },
  );
  const selectedIds = () => {
    const last = onSelectionChange.mock.lastCall?.[0];
    return last === 'all' ? 'all' : [...(last ?? [])].sort();
  };
  return { hook, onSelectionChange, selectedIds };
}

describe('useGridSelection', () => {
  it('extends from the row focus leaves when nothing anchors a range, and shrinks when moving back', () => {
    const { hook, selectedIds } = setup();
    act(() => hook.result.current.extendTo(3, 2));
    expect(selectedIds()).toEqual(['r2', 'r3']);
    act(() => hook.result.current.extendTo(4, 3));
    expect(selectedIds()).toEqual(['r2', 'r3', 'r4']);
    act(() => hook.result.current.extendTo(1, 4));
    expect(selectedIds()).toEqual(['r1', 'r2']);
  });

  it('keeps rows selected outside the range and anchors at the last toggled row', () => {
    const { hook, selectedIds } = setup();
    act(() => hook.result.current.toggleRow(8));
    act(() => hook.result.current.toggleRow(2));
    act(() => hook.result.current.extendTo(4, 2));
    expect(selectedIds()).toEqual(['r2', 'r3', 'r4', 'r8']);
  });

  it('finds the anchor row where sorting moved it', () => {
    const { hook, selectedIds } = setup();
    act(() => hook.result.current.toggleRow(1));
    hook.rerender({ current: [...rows].reverse() });
    // r1 is now at index 8: a range to index 6 covers r1, r2, r3.
    act(() => hook.result.current.extendTo(6, 0));
    expect(selectedIds()).toEqual(['r1', 'r2', 'r3']);
  });

  it("selects all as 'all', and toggling one row off lists every other row", () => {
    const { hook, onSelectionChange, selectedIds } = setup();
    act(() => hook.result.current.selectAll());
    expect(selectedIds()).toBe('all');
    expect(hook.result.current.selectAllState).toBe('all');
    act(() => hook.result.current.selectAll());
    expect(onSelectionChange).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.toggleRow(0));
    expect(selectedIds()).toEqual(rows.slice(1).map((row) => row.id));
    expect(hook.result.current.selectAllState).toBe('some');
    act(() => hook.result.current.toggleAll());
    expect(selectedIds()).toBe('all');
    act(() => hook.result.current.toggleAll());
    expect(selectedIds()).toEqual([]);
  });

  it('follows the owner’s selectedKeys: a change is asked for and shown once the owner passes it', () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    const hook = renderHook(
      ({ selectedKeys }: { selectedKeys: 'all' | Iterable<string> }) =>
        useGridSelection({
          rows,
          getRowId: (row) => row.id,
          selectionMode: 'multiple',
          selectedKeys,
          onSelectionChange,
          selectedCountText: (count) => `${count} selected`,
        }),
      { initialProps: { selectedKeys: ['r1'] as 'all' | Iterable<string> } },
    );
    expect(hook.result.current.isRowSelected({ id: 'r1' })).toBe(true);
    act(() => hook.result.current.toggleRow(2));
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['r1', 'r2']);
    // Not passed back by the owner: still only r1.
    expect(hook.result.current.isRowSelected({ id: 'r2' })).toBe(false);
    hook.rerender({ selectedKeys: ['r1', 'r2'] });
    expect(hook.result.current.isRowSelected({ id: 'r2' })).toBe(true);
    hook.rerender({ selectedKeys: 'all' });
    expect(hook.result.current.selectAllState).toBe('all');
  });

  it('starts from defaultSelectedKeys and tells the owner of no change that leaves the same rows selected', () => {
    const onSelectionChange = vi.fn<(keys: Selection) => void>();
    const hook = renderHook(() =>
      useGridSelection({
        rows,
        getRowId: (row) => row.id,
        selectionMode: 'multiple',
        defaultSelectedKeys: ['r2', 'r3'],
        onSelectionChange,
        selectedCountText: (count) => `${count} selected`,
      }),
    );
    expect(hook.result.current.selectAllState).toBe('some');
    expect(hook.result.current.isRowSelected({ id: 'r3' })).toBe(true);
    // From r2 to r3 selects r2 and r3, which are already selected.
    act(() => hook.result.current.extendTo(3, 2));
    expect(onSelectionChange).not.toHaveBeenCalled();
    act(() => hook.result.current.clear());
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set());
    expect(hook.result.current.selectAllState).toBe('none');
  });
});
