// Proves the stories' popup check (.storybook/axeAtStep.ts) can fail: it rejects a page whose input
// names an element that is not there, and a focusable element inside aria-hidden content.
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoPopupViolations } from '../../.storybook/axeAtStep.js';

describe('the popup check of the combobox stories', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fails on an aria-activedescendant naming an option that is not rendered', async () => {
    document.body.innerHTML = `<label>Country <input role="combobox" aria-expanded="true" aria-activedescendant="option-US"></label>`;
    await expect(expectNoPopupViolations('highlighting')).rejects.toThrow(/aria-valid-attr-value/);
  });

  it('fails on a focusable button inside aria-hidden content', async () => {
    document.body.innerHTML = `<div aria-hidden="true"><button type="button">Elsewhere</button></div>`;
    await expect(expectNoPopupViolations('opening')).rejects.toThrow(/aria-hidden-focus/);
  });

  it('passes the same button once the hidden content is also inert', async () => {
    document.body.innerHTML = `<div aria-hidden="true" inert><button type="button">Elsewhere</button></div>`;
    await expect(expectNoPopupViolations('opening')).resolves.toBeUndefined();
  });
});
