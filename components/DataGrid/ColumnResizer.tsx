import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocale } from 'react-aria';
import { styled } from 'styled-components';

/** Pixels an arrow key adds to or takes from a column. */
const KEYBOARD_STEP = 10;
/** The largest width a column can be dragged or keyed to, in px. */
export const MAX_COLUMN_WIDTH = 1200;

/** The handle: a thin line on the header's edge, full height and in the primary colour when hovered or focused. */
const ResizerHandle = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  width: 9px;
  cursor: col-resize;
  touch-action: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset-block: 8px;
    inset-inline-end: 3px;
    width: 2px;
    border-radius: 1px;
    background: ${({ theme }) => theme.colors.borderSubtle};
  }
  &:hover::after,
  &:focus::after {
    inset-block: 0;
    background: ${({ theme }) => theme.colors.primary};
  }
  [data-focus-visible] &:focus::after {
    background: ${({ theme }) => theme.colors.focusRing};
  }
`;

export interface ColumnResizerProps {
  /** The column's width in px; undefined while it takes its share of the room (then it is measured). */
  width: number | undefined;
  minWidth: number;
  /** Accessible name, e.g. "Resize Amount". */
  label: string;
  /** Text of a width for assistive technology, e.g. "160 pixels". */
  valueText: (width: number) => string;
  onResize: (width: number) => void;
}

/**
 * The handle on a column header's edge that resizes the column, as react-aria's column resizer does:
 * a focusable separator with its own name and value. Dragged by pointer; by keyboard (reached with
 * Enter or F2 from its header) ArrowLeft/ArrowRight narrow and widen the column, and Enter, Escape or
 * F2 end resizing, focus going back to the header.
 */
export function ColumnResizer({ width, minWidth, label, valueText, onResize }: ColumnResizerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { direction } = useLocale();
  const [measured, setMeasured] = useState(width ?? minWidth);
  const current = width ?? measured;
  // A column taking its share of the room is measured on mount and again when its resizer is focused.
  const measure = () => {
    const header = ref.current?.parentElement;
    if (width === undefined && header) setMeasured(Math.round(header.getBoundingClientRect().width));
  };
  const measureOnMount = useRef(measure);
  useLayoutEffect(() => measureOnMount.current(), []);
  const clampWidth = (value: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(minWidth, value)));
  // Towards the end of the row widens: right in left-to-right layouts, left in right-to-left ones.
  const towardsEnd = direction === 'rtl' ? -1 : 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      event.stopPropagation();
      const sign = (event.key === 'ArrowRight' ? 1 : -1) * towardsEnd;
      onResize(clampWidth(current + sign * KEYBOARD_STEP));
    } else if (event.key === 'Enter') {
      // Escape and F2 are the grid's keys for leaving a cell's own controls; Enter ends resizing too.
      event.preventDefault();
      event.stopPropagation();
      ref.current?.parentElement?.focus();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const header = ref.current?.parentElement;
    if (!header) return;
    event.preventDefault(); // no text selection while dragging
    ref.current?.focus({ preventScroll: true });
    const startX = event.clientX;
    const startWidth = header.getBoundingClientRect().width;
    const move = (moved: globalThis.PointerEvent) => {
      onResize(clampWidth(startWidth + (moved.clientX - startX) * towardsEnd));
    };
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  return (
    <ResizerHandle
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={current}
      aria-valuemin={minWidth}
      aria-valuemax={MAX_COLUMN_WIDTH}
      aria-valuetext={valueText(current)}
      tabIndex={-1}
      data-resizer=""
      onFocus={measure}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
    />
  );
}
