import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CountryFlag } from './CountryFlag.js';

/** Any of the 26 regional-indicator symbols an emoji flag is made of. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;

/** The loaded SVG image inside a flag box, once it has arrived and decoded. */
async function loadedFlagImage(box: Element): Promise<HTMLImageElement> {
  return waitFor(() => {
    const image = box.querySelector('img');
    expect(image).toBeInstanceOf(HTMLImageElement);
    if (!(image instanceof HTMLImageElement)) throw new Error('no flag image yet');
    expect(image.src).toMatch(/^data:image\/svg\+xml,/);
    expect(image.complete && image.naturalWidth > 0).toBe(true);
    return image;
  });
}

const meta = {
  title: 'Icons/CountryFlag',
  component: CountryFlag,
  args: { regionCode: 'CA' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] },
  },
} satisfies Meta<typeof CountryFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the country's name the flag is decoration: an SVG image hidden from assistive technology. */
export const Default: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CountryFlag {...args} /> Canada
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const box = canvasElement.querySelector('[aria-hidden="true"]');
    if (!box) throw new Error('no flag box');
    await loadedFlagImage(box);
    await expect(box).toHaveAttribute('data-loaded');
    await expect(box).not.toHaveAttribute('data-loading');
    await expect(canvasElement.textContent?.trim()).toBe('Canada');
    await expect(canvasElement.textContent).not.toMatch(REGIONAL_INDICATOR);
    const { width, height } = box.getBoundingClientRect();
    await expect([width, height]).toEqual([24, 16]);
  },
};

/** With a label the flag is an image with that name, for a flag shown without the country's name. */
export const Labelled: Story = {
  args: { regionCode: 'gb', label: 'United Kingdom' },
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'United Kingdom' });
    await expect(flag).not.toHaveAttribute('aria-hidden');
    await loadedFlagImage(flag);
    await expect(flag).toHaveTextContent('');
  },
};

const countries = [
  ['US', 'United States'],
  ['MX', 'Mexico'],
  ['BR', 'Brazil'],
  ['DE', 'Germany'],
  ['JP', 'Japan'],
  ['IN', 'India'],
  ['ZA', 'South Africa'],
  ['AU', 'Australia'],
] as const;

/** Each country's flag is its own module, loaded when shown; every one here is a distinct SVG. */
export const SeveralCountries: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}>
      {countries.map(([code, name]) => (
        <li key={code}>
          <CountryFlag regionCode={code} label={name} size="xl" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sources = new Set<string>();
    for (const [, name] of countries) {
      const flag = canvas.getByRole('img', { name });
      sources.add((await loadedFlagImage(flag)).src);
      const { width, height } = flag.getBoundingClientRect();
      await expect([width, height]).toEqual([33, 22]);
    }
    await expect(sources.size).toBe(countries.length);
    await expect(canvasElement.textContent).not.toMatch(REGIONAL_INDICATOR);
  },
};

/** A code with no flag keeps the neutral placeholder, in the same box a flag takes: no emoji, no text. */
export const UnknownCode: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <CountryFlag regionCode="ZZ" label="Unknown region" />
      <CountryFlag regionCode="FR" label="France" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unknown = canvas.getByRole('img', { name: 'Unknown region' });
    const france = canvas.getByRole('img', { name: 'France' });
    // France's flag is loaded after the loader table that tells ZZ has none, so ZZ has settled by then.
    await loadedFlagImage(france);
    await expect(unknown.querySelector('img')).toBeNull();
    await expect(unknown).not.toHaveAttribute('data-loaded');
    await expect(unknown).not.toHaveAttribute('data-loading');
    await expect(unknown).toHaveTextContent('');
    await expect(unknown.getBoundingClientRect().width).toBe(france.getBoundingClientRect().width);
    await expect(unknown.getBoundingClientRect().height).toBe(france.getBoundingClientRect().height);
  },
};
