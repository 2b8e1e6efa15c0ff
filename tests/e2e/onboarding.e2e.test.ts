import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

describe('each onboarding user sees the right gate', () => {
  it('role 5 is asked to contact the admin, named', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'awaiting-role@northwind.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    expect(await gate.textContent()).toContain('Please ask your company admin, Olivia Chen, to assign you a role.');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await gate.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('an unverified e-mail gets the verify message and can resend the link', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'email-unverified@granitepeak.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    expect(await gate.textContent()).toContain('Please verify your email address.');
    // The link flows with its prompt as text: on the prompt's line, or — when the line is full — at the
    // start of the next one, never indented on a line of its own.
    const resend = gate.getByRole('button', { name: 'Click here to resend' });
    const flowsWithPrompt = () =>
      resend.evaluate((button) => {
        const paragraph = button.parentElement;
        const text = paragraph?.firstChild;
        if (!paragraph || !text) return false;
        const prompt = document.createRange();
        prompt.selectNodeContents(text);
        const promptLine = prompt.getClientRects()[0];
        // The link's text, not its box: a padded button would indent it.
        const linkText = document.createRange();
        linkText.selectNodeContents(button);
        const link = linkText.getBoundingClientRect();
        if (!promptLine) return false;
        const sameLine = Math.abs(promptLine.top - link.top) < 4;
        const nextLineStart =
          Math.abs(link.left - paragraph.getBoundingClientRect().left) < 1 &&
          link.top - promptLine.bottom < promptLine.height / 2;
        return sameLine || nextLineStart;
      });
    expect(await flowsWithPrompt()).toBe(true);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await flowsWithPrompt()).toBe(true);
    await resend.click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(/sent/i).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('KYB not filled: the welcome screen, Get started opens "Know your Business"', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'kyb-not-filled@lighthouse.example');
    await page.getByRole('heading', { name: /^Welcome,/ }).waitFor();
    await page.getByRole('heading', { name: 'Your credit options' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('dialog', { name: 'Know your Business' }).waitFor();
    await context.close();
  });

  it('no bank: the gate with the bank-linking flow', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'no-bank@prairiewind.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    await gate.getByRole('group', { name: 'How would you like to link your bank account?' }).waitFor();
    await gate.getByRole('button', { name: 'Link automatically' }).waitFor();
    const panel = await gate.evaluate((dialog) => {
      const box = dialog.parentElement;
      const style = box ? getComputedStyle(box) : undefined;
      return { radius: style?.borderTopLeftRadius, overflow: style?.overflow };
    });
    // Its corners are the theme's (radii.lg), the header and footer clipped to them.
    expect(panel).toEqual({ radius: '12px', overflow: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('pending review: documents under review, about 2 weeks', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'pending-review@riverbend.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    expect(await gate.textContent()).toContain('about 2 weeks');
    expect(await gate.textContent()).toContain('signing request');
    await context.close();
  });

  it('phone unverified: login goes to phone verification; 123456 signs in', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'phone-unverified@cedargrove.example');
    await page.waitForURL(url('/phone-verification'));
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await page.getByText(/\(\*\*\*\) \*\*\*-\d{4}/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(url('/'));
    await context.close();
  });
});
