import { describe, expect, it } from 'vitest';
import { chooseToastPlacement } from '../../../components/Toast/toastPlacement.js';

// A 360 × 80 region 24 px from the right and bottom edges of a 1280 × 800 viewport.
const atBottom = { top: 696, bottom: 776, left: 896, right: 1256 };
const atTop = { top: 24, bottom: 104, left: 896, right: 1256 };

describe('chooseToastPlacement', () => {
  it('stays at the bottom when nothing is covered there', () => {
    const focused = { top: 300, bottom: 340, left: 900, right: 1000 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atBottom,
        placement: 'bottom',
        clearance: 0,
        keepVisible: [focused],
      }),
    ).toBe('bottom');
  });

  it('goes to the top when the focused control is under the bottom region', () => {
    const submit = { top: 740, bottom: 780, left: 1100, right: 1256 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atBottom,
        placement: 'bottom',
        clearance: 0,
        keepVisible: [submit],
      }),
    ).toBe('top');
  });

  it('comes back to the bottom from the top once the focused control is elsewhere', () => {
    const heading = { top: 30, bottom: 60, left: 1000, right: 1200 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atTop,
        placement: 'top',
        clearance: 0,
        keepVisible: [heading],
      }),
    ).toBe('bottom');
  });

  it('counts the clearance kept for an action bar when it measures the bottom place', () => {
    // With 120 px kept clear the bottom region spans 576–656, clear of a field at 680–720.
    const field = { top: 680, bottom: 720, left: 900, right: 1200 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atTop,
        placement: 'top',
        clearance: 120,
        keepVisible: [field],
      }),
    ).toBe('bottom');
  });

  it('stays at the bottom on a tie, and takes the place covering less otherwise', () => {
    const tall = { top: 0, bottom: 800, left: 900, right: 1000 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atBottom,
        placement: 'bottom',
        clearance: 0,
        keepVisible: [tall],
      }),
    ).toBe('bottom');
    const mostlyBottom = { top: 90, bottom: 780, left: 900, right: 1000 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atBottom,
        placement: 'bottom',
        clearance: 0,
        keepVisible: [mostlyBottom],
      }),
    ).toBe('top');
  });

  it('keeps the primary button visible next, the focused control first', () => {
    // Focus at the top-left, clear of both places; a primary button under the bottom place.
    const focused = { top: 30, bottom: 60, left: 24, right: 200 };
    const save = { top: 740, bottom: 780, left: 1100, right: 1256 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atBottom,
        placement: 'bottom',
        clearance: 0,
        keepVisible: [focused],
        keepVisibleNext: [save],
      }),
    ).toBe('top');
    // The focused control under the top place: it wins over the primary button.
    const focusedAtTop = { top: 30, bottom: 60, left: 1000, right: 1200 };
    expect(
      chooseToastPlacement({
        viewportHeight: 800,
        region: atTop,
        placement: 'top',
        clearance: 0,
        keepVisible: [focusedAtTop],
        keepVisibleNext: [save],
      }),
    ).toBe('bottom');
  });
});
