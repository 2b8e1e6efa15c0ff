import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FilePreview } from './FilePreview.js';

const receiptSvg = new Blob(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><rect width="240" height="320" fill="#fff"/><text x="20" y="40" font-size="18">Blue Bottle</text><text x="20" y="80" font-size="16">Total $14.50</text></svg>',
  ],
  { type: 'image/svg+xml' },
);

/** Where the receipt's file lives (a file store's address, as a server hands it out). */
const RECEIPT_ADDRESS = 'https://files.example/receipts/receipt-0412.svg';

// The caller's loader (a feature passes its API client's): here the receipt's bytes, straight away.
const loadReceipt = fn(async (_address: string, _signal: AbortSignal) => receiptSvg);

const blankPdf =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

// A blank one-page PDF, typed as HTML (a type whoever uploads it may set).
const statementPdf = new Blob([blankPdf], { type: 'text/html' });

// An HTML page with script, typed as a PDF: what a crafted `receipt.pdf` upload becomes.
const scriptServedAsPdf = new Blob(
  ['<html><body><script>window.parent.previewScriptRan = true; alert(1)</script></body></html>'],
  { type: 'application/pdf' },
);

declare global {
  interface Window {
    previewScriptRan?: boolean;
  }
}

/** The type the browser gives the bytes an embed or image loads. */
async function servedType(address: string | null | undefined): Promise<string> {
  if (!address) throw new Error('no address');
  return (await (await fetch(address)).blob()).type;
}

const meta = {
  title: 'Files/FilePreview',
  component: FilePreview,
  args: {
    src: RECEIPT_ADDRESS,
    load: loadReceipt,
    alt: 'Receipt from Blue Bottle, total $14.50',
    caption: 'receipt-0412.svg',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    loadReceipt.mockClear();
  },
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address: the preview asks the caller's loader for it once (it fetches nothing itself). */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Receipt from Blue Bottle, total $14.50' });
    await expect(image).toBeVisible();
    const figure = canvas.getByRole('figure');
    await expect(figure).toContainElement(image);
    await expect(figure).toHaveTextContent('receipt-0412.svg');
    await expect(await servedType(image.getAttribute('src'))).toBe('image/svg+xml');
    await expect(loadReceipt).toHaveBeenCalledTimes(1);
    await expect(loadReceipt).toHaveBeenCalledWith(RECEIPT_ADDRESS, expect.any(AbortSignal));
  },
};

/**
 * A PDF the caller holds — known by its bytes, though typed as HTML — is embedded as `application/pdf`
 * with its text alternative as the accessible name; without a viewer the fallback offers a link to the
 * same PDF.
 */
export const Pdf: Story = {
  args: {
    src: undefined,
    load: undefined,
    file: statementPdf,
    alt: 'March 2026 statement, 3 pages',
    caption: 'statement-2026-03.pdf',
    pdfHeight: 200,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('object')).not.toBeNull());
    const object = canvasElement.querySelector('object');
    await expect(object).toHaveAttribute('type', 'application/pdf');
    await expect(object).toHaveAccessibleName('March 2026 statement, 3 pages');
    await expect(await servedType(object?.getAttribute('data'))).toBe('application/pdf');
  },
};

/**
 * An HTML page served as a PDF (a crafted `receipt.pdf`) is neither embedded nor linked: its script
 * never runs, and the preview says the file cannot be shown.
 */
export const ScriptServedAsPdfIsNotShown: Story = {
  args: {
    src: undefined,
    load: undefined,
    file: scriptServedAsPdf,
    alt: 'Receipt for Blue Bottle',
    caption: 'receipt.pdf',
    unsupportedText: 'Unsupported file format uploaded. Please upload a pdf or an image file.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Receipt for Blue Bottle: Unsupported file format uploaded. Please upload a pdf or an image file.',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('object, embed, iframe')).toBeNull();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(window.previewScriptRan).toBeUndefined();
  },
};

/**
 * An address the preview will not load (a script, plain http, a relative path) shows as text: no image,
 * no embed, no link.
 */
export const UnsafeAddressAsText: Story = {
  args: { src: 'javascript:alert(document.cookie)', alt: 'March 2026 statement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('javascript:alert(document.cookie)')).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      'March 2026 statement: javascript:alert(document.cookie)',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('object')).toBeNull();
    await expect(loadReceipt).not.toHaveBeenCalled();
  },
};

export const UnsafeImageAddressAsText: Story = {
  args: { src: 'http://tracker.example/receipt.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('http://tracker.example/receipt.png')).toBeVisible();
    await expect(loadReceipt).not.toHaveBeenCalled();
  },
};

/** The caller's loader could not bring the file (gone, refused, offline): the preview says so. */
export const LoadFails: Story = {
  args: {
    load: fn(async (_address: string, _signal: AbortSignal): Promise<Blob> => {
      throw new Error('The file store answered 404.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Receipt from Blue Bottle, total $14.50: The file could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const NarrowViewport: Story = {
  args: { caption: 'a-very-long-receipt-file-name-exported-from-the-scanner-app-2026-04-12.svg' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
