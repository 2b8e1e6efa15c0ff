import { styled } from 'styled-components';
import type { RadiusToken, SpaceToken } from '../theme/tokens.js';
import type { SurfaceBackground, SurfaceShadow } from './Surface.js';

/** The colour token each background paints. */
const backgroundColor = {
  surface: 'surface',
  muted: 'surfaceMuted',
  info: 'infoSubtle',
  primary: 'primarySubtle',
  success: 'successSubtle',
  warning: 'warningSubtle',
  danger: 'dangerSubtle',
} as const satisfies Record<Exclude<SurfaceBackground, 'none'>, string>;

export const SurfaceRoot = styled.div<{
  $padding: SpaceToken | readonly [SpaceToken, SpaceToken];
  $radius: RadiusToken;
  $background: SurfaceBackground;
  $border: boolean;
  $shadow: SurfaceShadow;
  $gap: SpaceToken | undefined;
  $fillHeight: boolean;
}>`
  margin: 0;
  ${({ theme, $gap }) => ($gap === undefined ? '' : `display: flex; flex-direction: column; gap: ${theme.space[$gap]};`)}
  ${({ $fillHeight }) => ($fillHeight ? 'height: 100%;' : '')}
  padding: ${({ theme, $padding }) =>
    typeof $padding === 'string' ? theme.space[$padding] : `${theme.space[$padding[0]]} ${theme.space[$padding[1]]}`};
  ${({ theme, $border }) => ($border ? `border: 1px solid ${theme.colors.borderSubtle};` : '')}
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  ${({ theme, $background }) =>
    $background === 'none'
      ? ''
      : `background: ${theme.colors[backgroundColor[$background]]}; color: ${theme.colors.text};`}
  ${({ theme, $shadow }) => ($shadow === 'none' ? '' : `box-shadow: ${theme.shadows[$shadow]};`)}
`;
