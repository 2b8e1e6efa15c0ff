import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrast.js';
import {
  colors,
  contrastPairs,
  motionDurationsMs,
  radii,
  shadows,
  space,
  typography,
  zIndex,
  breakpoints,
} from './tokens.js';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Swatch = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;
const Chip = styled.div`
  height: 48px;
`;
const Caption = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
`;
const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;
const UiSample = styled.span`
  display: inline-block;
  width: 24px;
  height: 16px;
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;

function TokenReference() {
  return (
    <div>
      <Heading>Colour</Heading>
      <Grid>
        {Object.entries(colors).map(([name, value]) => (
          <Swatch key={name}>
            <Chip style={{ background: value }} />
            <Caption>
              <code>{name}</code> {value}
            </Caption>
          </Swatch>
        ))}
      </Grid>
      <Heading>Contrast pairs</Heading>
      <Table>
        <caption>Foreground on background, with the WCAG ratio and the minimum it must meet</caption>
        <thead>
          <tr>
            <th scope="col">Sample</th>
            <th scope="col">Foreground</th>
            <th scope="col">Background</th>
            <th scope="col">Ratio</th>
            <th scope="col">Minimum</th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map(({ foreground, background, use }) => (
            <tr key={`${foreground}-${background}`}>
              <td style={{ background: colors[background] }}>
                {use === 'text' ? (
                  <span style={{ color: colors[foreground] }}>Aa</span>
                ) : (
                  <UiSample aria-hidden="true" style={{ borderColor: colors[foreground] }} />
                )}
              </td>
              <td>
                <code>{foreground}</code>
              </td>
              <td>
                <code>{background}</code>
              </td>
              <td>{contrastRatio(colors[foreground], colors[background]).toFixed(2)}:1</td>
              <td>{use === 'text' ? '4.5:1' : '3:1'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Spacing, radii, shadows</Heading>
      <Table>
        <caption>Scale tokens</caption>
        <tbody>
          {Object.entries(space).map(([name, value]) => (
            <tr key={`space-${name}`}>
              <th scope="row">space.{name}</th>
              <td>{value}</td>
            </tr>
          ))}
          {Object.entries(radii).map(([name, value]) => (
            <tr key={`radius-${name}`}>
              <th scope="row">radii.{name}</th>
              <td>{value}</td>
            </tr>
          ))}
          {Object.entries(shadows).map(([name, value]) => (
            <tr key={`shadow-${name}`}>
              <th scope="row">shadows.{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Heading>Typography, layers, motion, breakpoints</Heading>
      <Table>
        <caption>Other tokens</caption>
        <tbody>
          {Object.entries(typography.size).map(([name, value]) => (
            <tr key={`size-${name}`}>
              <th scope="row">typography.size.{name}</th>
              <td style={{ fontSize: value }}>{value}</td>
            </tr>
          ))}
          {Object.entries(zIndex).map(([name, value]) => (
            <tr key={`z-${name}`}>
              <th scope="row">zIndex.{name}</th>
              <td>{value}</td>
            </tr>
          ))}
          {Object.entries(motionDurationsMs).map(([name, value]) => (
            <tr key={`motion-${name}`}>
              <th scope="row">motion.{name}</th>
              <td>{value} ms (0 ms with reduced motion)</td>
            </tr>
          ))}
          {Object.entries(breakpoints).map(([name, value]) => (
            <tr key={`bp-${name}`}>
              <th scope="row">breakpoints.{name}</th>
              <td>{value}px</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenReference,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokenReference>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every token of the theme, with the computed contrast of each checked colour pair. */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: /Foreground on background/ })).toBeVisible();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(contrastPairs.length);
  },
};
