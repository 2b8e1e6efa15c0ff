import { styled } from 'styled-components';
import { Button } from '../Button/Button.js';

export const CardFaceRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: var(--card-face-max-width);
`;

/** The card itself: ISO/IEC 7810 ID-1 proportions, everything sized from its own width (cqi). */
export const CardSurface = styled.div`
  position: relative;
  container-type: inline-size;
  width: 100%;
  aspect-ratio: 85.6 / 53.98;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceInverse} 0%,
    ${({ theme }) => theme.colors.primary} 100%
  );
  color: ${({ theme }) => theme.colors.onSurfaceInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

export const CardLayout = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto auto;
  grid-template-columns: minmax(0, 1fr);
  padding: 5cqi 6cqi;
  gap: 1cqi;
  & > * {
    min-width: 0;
  }
`;

export const CardTopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 2cqi;
`;

export const CardName = styled.span`
  flex: 1 1 auto;
  font-size: max(12px, 5cqi);
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-width: 0;
`;

export const UsageBadge = styled.span`
  flex: none;
  padding: 0.6cqi 2.2cqi;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: max(10px, 3.2cqi);
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const NumberRow = styled.div`
  display: flex;
  align-items: center;
  gap: 1cqi;
  align-self: end;
`;

export const CardNumberText = styled.span`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: max(13px, 6.4cqi);
  letter-spacing: 0.04em;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const CardBottomRow = styled.div`
  display: flex;
  align-items: center;
  gap: 4cqi;
  min-width: 0;
`;

export const Holder = styled.span`
  flex: 1;
  min-width: 0;
  font-size: max(11px, 3.8cqi);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SmallField = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5cqi;
`;

export const FieldStack = styled.span`
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: max(12px, 4.4cqi);
  font-variant-numeric: tabular-nums;
`;

export const Caption = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: max(9px, 2.6cqi);
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

export const BrandMark = styled.svg`
  flex: none;
  width: 13cqi;
  min-width: 36px;
  height: auto;
  margin-inline-start: auto;
`;

/** A copy button restyled for the dark card surface. */
export const CardCopyButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.onSurfaceInverse};
    background: transparent;
    width: 32px;
    min-height: 32px;
    padding: 0;
  }
  &&[data-hovered] {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &&[data-focus-visible] {
    outline-color: ${({ theme }) => theme.colors.onSurfaceInverse};
  }
`;

/**
 * Dims the card and names its state (Blocked, Expired); clicks pass through to the buttons. The name sits
 * in the blank band between the card's name and its number (from 16% of the card's width down), never
 * over the number.
 */
export const StatusOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding-top: 16cqi;
  background: ${({ theme }) => theme.colors.overlay};
  pointer-events: none;
`;

export const StatusBadge = styled.span`
  padding: 1cqi 4cqi;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: max(12px, 4.5cqi);
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;
