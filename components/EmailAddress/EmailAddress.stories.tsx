import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmailAddress } from './EmailAddress.js';

const meta = {
  title: 'Content/EmailAddress',
  component: EmailAddress,
  args: { email: 'two-step@northwind.example' },
} satisfies Meta<typeof EmailAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visual lines an element's text is laid out in. */
function lines(element: HTMLElement): string[] {
  const found: { top: number; text: string }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let index = 0; index < text.length; index += 1) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const { top, height } = range.getBoundingClientRect();
      const line = found.find((candidate) => Math.abs(candidate.top - top) < height / 2);
      if (line) line.text += text.charAt(index);
      else found.push({ top, text: text.charAt(index) });
    }
  }
  return found.sort((a, b) => a.top - b.top).map((line) => line.text);
}

/** The paragraph a story renders the address in, found by its whole text. */
function paragraph(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent === 'two-step@northwind.example',
  );
}

export const Default: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      <EmailAddress {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(lines(paragraph(canvasElement))).toEqual(['two-step@northwind.example']);
  },
};

/** In a narrow column the address wraps before its "@", not at the hyphen. */
export const Narrow: Story = {
  render: (args) => (
    <p style={{ width: '12em', margin: 0 }}>
      <EmailAddress {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(lines(paragraph(canvasElement))).toEqual(['two-step', '@northwind.example']);
  },
};
