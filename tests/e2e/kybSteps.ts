// Steps of the "Know your Business" dialog by keyboard, shared by the KYB test and the sign-up journey.
import type { Locator, Page } from 'playwright-core';
import { chooseAt, chooseFileAt, pressOn, typeAt } from './keyboard.js';

/** Get started on the welcome screen; the dialog once its first section is up. */
export async function openKyb(page: Page): Promise<Locator> {
  await pressOn(page, page.getByRole('button', { name: 'Get started' }));
  const dialog = page.getByRole('dialog', { name: 'Know your Business' });
  await dialog.getByRole('button', { name: /Business Details/ }).waitFor();
  return dialog;
}

/** A section of the dialog by its title. */
export const section = (dialog: Locator, name: string) => dialog.getByRole('region', { name });

/** Fills an address group (Halifax, NS). */
export async function fillAddress(page: Page, at: Locator) {
  await typeAt(page, at.getByRole('textbox', { name: /^Street Number/ }), '12');
  await typeAt(page, at.getByRole('textbox', { name: /^Street Name/ }), 'Harbour Road');
  await typeAt(page, at.getByRole('textbox', { name: /^City/ }), 'Halifax');
  await chooseAt(page, at.getByRole('button', { name: /State\/Province/ }), 'NS');
  await typeAt(page, at.getByRole('textbox', { name: /^Postal \/ Zip Code/ }), 'B3H 1A1');
}

/** Uploads a PDF through the file button labelled `label`, until its link shows. */
export async function upload(page: Page, at: Locator, label: string, fileName: string) {
  await chooseFileAt(page, at.getByRole('button', { name: new RegExp(`Choose file.*${label}`) }), {
    name: fileName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 kyb'),
  });
  await at.getByRole('link', { name: new RegExp(fileName) }).waitFor();
}

/** Save of a section. */
export async function save(page: Page, at: Locator) {
  await pressOn(page, at.getByRole('button', { name: 'Save', exact: true }));
}
