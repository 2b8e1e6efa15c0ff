import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilePreview, previewKindOf } from './FilePreview.js';

const receiptSvg =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><rect width="240" height="320" fill="#fff"/><text x="20" y="40" font-size="18">Blue Bottle</text><text x="20" y="80" font-size="16">Total $14.50</text></svg>',
  );

// A blank one-page PDF as an object URL, the way an uploaded file is previewed before it is sent.
const statementPdf = URL.createObjectURL(
  new Blob(
    [
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
    ],
    { type: 'application/pdf' },
  ),
);

const meta = {
  title: 'Files/FilePreview',
  component: FilePreview,
  args: { src: receiptSvg, kind: 'image', alt: 'Receipt from Blue Bottle, total $14.50', caption: 'receipt-0412.svg' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Receipt from Blue Bottle, total $14.50' });
    await expect(image).toBeVisible();
    const figure = canvas.getByRole('figure');
    await expect(figure).toContainElement(image);
    await expect(figure).toHaveTextContent('receipt-0412.svg');
    await expect(previewKindOf('image/png')).toBe('image');
  },
};

/** A PDF is embedded with its text alternative as the accessible name; without a viewer the fallback offers a link. */
export const Pdf: Story = {
  args: {
    src: statementPdf,
    kind: 'pdf',
    alt: 'March 2026 statement, 3 pages',
    caption: 'statement-2026-03.pdf',
    pdfHeight: 200,
  },
  play: async ({ canvasElement }) => {
    const object = canvasElement.querySelector('object');
    await expect(object).toHaveAttribute('type', 'application/pdf');
    await expect(object).toHaveAccessibleName('March 2026 statement, 3 pages');
    await expect(object).toHaveAttribute('data', statementPdf);
    await expect(previewKindOf('Statement.PDF')).toBe('pdf');
    await expect(previewKindOf('text/plain')).toBeNull();
  },
};

/**
 * An address the preview will not load (a script, plain http, a relative path) shows as text: no image,
 * no embed, no link.
 */
export const UnsafeAddressAsText: Story = {
  args: { src: 'javascript:alert(document.cookie)', kind: 'pdf', alt: 'March 2026 statement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('javascript:alert(document.cookie)')).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      'March 2026 statement: javascript:alert(document.cookie)',
    );
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('object')).toBeNull();
  },
};

export const UnsafeImageAddressAsText: Story = {
  args: { src: 'http://tracker.example/receipt.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('http://tracker.example/receipt.png')).toBeVisible();
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
