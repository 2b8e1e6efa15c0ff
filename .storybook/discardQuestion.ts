import { expect, userEvent, waitFor, within } from 'storybook/test';

const QUESTION = 'Discard unsaved changes?';

/** The question a guarded drawer asks before dropping what was typed, once its entrance has ended. */
export async function findDiscardQuestion() {
  const question = await within(document.body).findByRole('alertdialog', { name: QUESTION }, { timeout: 10_000 });
  await Promise.all(question.getAnimations({ subtree: true }).map((step) => step.finished.catch(() => undefined)));
  return question;
}

export interface DiscardCheck {
  /** A field holding what the user typed. */
  field: HTMLElement;
  /** What it holds. */
  typed: string;
  /** Leaves the way the user does (Escape in the field, Enter on Close …). */
  leave: () => Promise<void>;
  /** Where focus is before leaving, and so again after Keep editing. */
  focusBeforeLeaving: HTMLElement;
  /** Passes once the drawer has closed (or its `onClose` ran). */
  expectClosed: () => void;
}

/**
 * Leaving asks (focus on Keep editing); Enter on Keep editing goes back with what was typed and the focus it
 * had; leaving again and Tab, Enter on Discard changes closes.
 */
export async function expectAskedBeforeDiscarding({
  field,
  typed,
  leave,
  focusBeforeLeaving,
  expectClosed,
}: DiscardCheck) {
  await leave();
  const question = within(await findDiscardQuestion());
  await waitFor(() => expect(question.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(document.body).queryByRole('alertdialog', { name: QUESTION })).toBeNull());
  await expect(field).toHaveValue(typed);
  // The question's exit and the focus return take more than waitFor's default second on a loaded machine.
  await waitFor(() => expect(focusBeforeLeaving).toHaveFocus(), { timeout: 10_000 });
  await expect(() => expectClosed()).toThrow();

  await leave();
  await findDiscardQuestion();
  await userEvent.tab();
  await expect(within(document.body).getByRole('button', { name: 'Discard changes' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(expectClosed);
}
