/** Where the toast region sits: at the bottom of the viewport (the default) or at its top. */
export type ToastPlacement = 'bottom' | 'top';

/** A box on screen, in viewport pixels (the fields of a `DOMRect` that matter here). */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastPlacementInput {
  /** The viewport's height. */
  viewportHeight: number;
  /** The region's box where it is now drawn. */
  region: ScreenBox;
  /** Where it is now drawn. */
  placement: ToastPlacement;
  /** Pixels kept clear at the bottom (an open drawer's or dialog's action bar): a bottom region sits above them. */
  clearance: number;
  /** What a toast must not cover first of all: the focused control. */
  keepVisible: readonly ScreenBox[];
  /**
   * What it must not cover next: the primary buttons of the open dialog or drawer, or of the page (the
   * save or next a user is about to press after reading the toast).
   */
  keepVisibleNext?: readonly ScreenBox[];
}

function overlapArea(a: ScreenBox, b: ScreenBox): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Chooses where the toasts go so they cover none of `keepVisible` and `keepVisibleNext`: at the bottom
 * unless that covers one of them, then at the top; when both would cover something, where they cover the
 * least of `keepVisible`, then of `keepVisibleNext` (bottom on a tie). The region keeps the same distance
 * from the top edge as from the bottom one (before the clearance).
 */
export function chooseToastPlacement({
  viewportHeight,
  region,
  placement,
  clearance,
  keepVisible,
  keepVisibleNext = [],
}: ToastPlacementInput): ToastPlacement {
  const height = region.bottom - region.top;
  const edgeGap = placement === 'bottom' ? viewportHeight - clearance - region.bottom : region.top;
  // Built field by field: a DOMRect's fields are getters, which a spread would not copy.
  const { left, right } = region;
  const bottomEdge = viewportHeight - clearance - edgeGap;
  const atBottom = { left, right, top: bottomEdge - height, bottom: bottomEdge };
  const atTop = { left, right, top: edgeGap, bottom: edgeGap + height };
  const covered = (box: ScreenBox, kept: readonly ScreenBox[]) =>
    kept.reduce((sum, one) => sum + overlapArea(box, one), 0);
  const firstAtBottom = covered(atBottom, keepVisible);
  const firstAtTop = covered(atTop, keepVisible);
  if (firstAtBottom !== firstAtTop) return firstAtTop < firstAtBottom ? 'top' : 'bottom';
  return covered(atTop, keepVisibleNext) < covered(atBottom, keepVisibleNext) ? 'top' : 'bottom';
}
