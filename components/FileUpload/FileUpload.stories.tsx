import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload } from './FileUpload.js';

const meta = {
  title: 'Files/FileUpload',
  component: FileUpload,
  args: {
    label: 'Articles of incorporation',
    accept: ['application/pdf', 'image/png', 'image/jpeg'],
    description: 'PDF, PNG or JPEG',
    rejectMessage: 'Upload a PDF, PNG or JPEG file',
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.7'], 'articles.pdf', { type: 'application/pdf' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Enter on the button opens the file chooser; the chosen name is shown and announced. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    let chooserOpened = 0;
    const standInForSystemDialog = (event: MouseEvent) => {
      chooserOpened += 1;
      event.preventDefault();
    };
    input.addEventListener('click', standInForSystemDialog);
    const button = canvas.getByRole('button', { name: 'Choose file Articles of incorporation' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('PDF, PNG or JPEG');
    await userEvent.keyboard('{Enter}');
    await expect(chooserOpened).toBe(1);
    await expect(input).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg');
    input.removeEventListener('click', standInForSystemDialog);
    await userEvent.upload(input, pdf());
    await expect(await canvas.findByText('articles.pdf')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'articles.pdf' }));
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('articles.pdf selected'),
    );
    await expect(button).toHaveAccessibleDescription('PDF, PNG or JPEG articles.pdf');
  },
};

/** A required upload: its label carries the required mark every field shows, its file input `aria-required`. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Articles of incorporation')).toHaveTextContent('Articles of incorporation*');
    await expect(fileInput(canvasElement)).toHaveAttribute('aria-required', 'true');
    // The mark is not read as part of the name.
    await expect(canvas.getByRole('button', { name: 'Choose file Articles of incorporation' })).toBeVisible();
  },
};

/** A file of another type is rejected with the message passed in. */
export const RejectsOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), text(), { applyAccept: false });
    await expect(await canvas.findByText('Upload a PDF, PNG or JPEG file')).toBeVisible();
    await expect(canvas.queryByText('notes.txt')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveAccessibleDescription(
      'PDF, PNG or JPEG Upload a PDF, PNG or JPEG file',
    );
  },
};

/** A file over `maxSize` is refused with its message before it is handed on; one at the limit is taken. */
export const RefusesATooLargeFile: Story = {
  args: { maxSize: 1024, tooLargeMessage: 'Upload a file of up to 1 KB' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const bytes = (size: number) => ['%PDF-1.7', ' '.repeat(size - 8)];
    await userEvent.upload(input, new File(bytes(1025), 'large.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('Upload a file of up to 1 KB')).toBeVisible();
    await expect(canvas.queryByText('large.pdf')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Upload a file of up to 1 KB'),
    );
    await userEvent.upload(input, new File(bytes(1024), 'small.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('small.pdf')).toBeVisible();
    await expect(canvas.queryByText('Upload a file of up to 1 KB')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'small.pdf' }));
  },
};

/**
 * What a file is comes from its bytes: an HTML page with script named `receipt.pdf` and declared
 * `application/pdf` or `text/html` is refused, and a PDF named `scan.png` is taken as the PDF it is.
 */
export const JudgesFilesByContent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    const page = '<html><body><script>alert(document.cookie)</script></body></html>';
    for (const type of ['text/html', 'application/pdf']) {
      await userEvent.upload(input, new File([page], 'receipt.pdf', { type }), { applyAccept: false });
      await expect(await canvas.findByText('Upload a PDF, PNG or JPEG file')).toBeVisible();
      await expect(canvas.queryByText('receipt.pdf')).not.toBeInTheDocument();
      await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    }
    await userEvent.upload(input, new File(['%PDF-1.7 scan'], 'scan.png', { type: 'image/png' }));
    await expect(await canvas.findByText('scan.png')).toBeVisible();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'scan.png', type: 'application/pdf' }),
    );
  },
};

/** Dropping a file on the zone chooses it; a rejected drop shows the message. */
export const DropAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('or drop a file here').parentElement;
    if (!zone) throw new Error('no drop zone');
    const drag = (type: 'dragover' | 'drop', file: File) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(file);
      zone.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    };
    drag('dragover', text());
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
    drag('drop', text());
    await expect(await canvas.findByText('Upload a PDF, PNG or JPEG file')).toBeVisible();
    await expect(zone).not.toHaveAttribute('data-drop-target');
    drag('drop', pdf());
    await expect(await canvas.findByText('articles.pdf')).toBeVisible();
    await expect(canvas.queryByText('Upload a PDF, PNG or JPEG file')).not.toBeInTheDocument();
    await expect(args.onFileChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'articles.pdf' }));
  },
};

export const Uploading: Story = {
  args: { progress: 45, labels: { uploading: 'Uploading articles.pdf' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: /Uploading articles.pdf/ });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
  },
};

/** The file on record is a link that opens in a new tab, and says so to screen readers. */
export const WithCurrentFile: Story = {
  args: { currentFile: { name: 'articles-2024.pdf', href: 'https://example.com/files/articles-2024.pdf' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'articles-2024.pdf (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The upload failed. Try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The upload failed. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveAccessibleDescription(
      'PDF, PNG or JPEG The upload failed. Try again.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Choose file/ });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Choose file/ });
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible');
  },
};

export const NarrowViewport: Story = {
  args: {
    currentFile: {
      name: 'certificate-of-good-standing-delaware-2025-final-signed.pdf',
      href: 'https://example.com/files/certificate.pdf',
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link').getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 320 + 1,
    );
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(await canvas.findByText('articles.pdf')).toBeVisible();
  },
};

/** A stored file whose address is not https: or blob: shows its name as text, never as a link. */
export const UnsafeCurrentFileAddress: Story = {
  args: { currentFile: { name: 'articles-2024.pdf', href: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('articles-2024.pdf')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
