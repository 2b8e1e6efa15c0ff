import axe from 'axe-core';
import { expect, userEvent } from 'storybook/test';

/**
 * The rules a popup breaks while it changes, unseen by the a11y check that runs once the story has
 * settled: an `aria-activedescendant` or `aria-controls` naming an element that is not rendered (a
 * virtualised option out of range, a list whose code is still loading), and a focusable element inside
 * content hidden from assistive technology (react-aria hides the rest of the page while a list is open).
 */
const POPUP_RULES = ['aria-valid-attr-value', 'aria-hidden-focus'];

/**
 * Runs axe's popup rules on the whole page (popups are portalled out of the story's canvas) at this
 * moment of the play function, and fails the story on any violation, naming the step.
 */
export async function expectNoPopupViolations(step: string): Promise<void> {
  const { violations } = await axe.run(document, {
    runOnly: { type: 'rule', values: POPUP_RULES },
    resultTypes: ['violations'],
  });
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  await expect(found, `axe after ${step}:\n${found.join('\n')}`).toEqual([]);
}

/**
 * Presses `keys` (userEvent.keyboard syntax) and checks the popup rules at once, before anything
 * waits for the popup to settle: the moment a list opens, filters, moves its highlight or closes.
 */
export async function pressAndCheckPopup(keys: string, step = keys): Promise<void> {
  await userEvent.keyboard(keys);
  await expectNoPopupViolations(step);
}

/** Types `text` one character at a time, checking the popup rules after each (the list opens and filters as it goes). */
export async function typeAndCheckPopup(text: string): Promise<void> {
  for (const character of text) await pressAndCheckPopup(character, `typing "${character}" of "${text}"`);
}
