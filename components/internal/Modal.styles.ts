import { css, keyframes, styled } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;
const slideInFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

/**
 * The dimmed layer behind a modal; it also lays the panel out for its placement. Every modal (dialog or
 * drawer) has the same z-index: they stack in the order they open (portals appended to the body).
 */
export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-placement='center'],
  &[data-placement='responsive'] {
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => theme.space.lg};
  }
  &[data-placement='sheet'] {
    align-items: flex-end;
    justify-content: center;
  }
  &[data-placement='right'] {
    justify-content: flex-end;
  }
  ${({ theme }) => css`
    ${theme.media.belowMd} {
      &[data-placement='responsive'] {
        padding: 0;
      }
    }
  `}
`;

/** The panel holding the dialog: surface, shape and size per placement. */
export const ModalBox = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  &[data-placement='center'],
  &[data-placement='responsive'] {
    width: 100%;
    max-height: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    /* The header and footer draw their own background: the panel's rounded corners clip them. */
    overflow: hidden;
    animation: ${riseIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  &[data-size='sm'] {
    max-width: 400px;
  }
  &[data-size='md'] {
    max-width: 560px;
  }
  &[data-size='lg'] {
    max-width: 800px;
  }
  &[data-placement='fullscreen'] {
    width: 100%;
    height: 100%;
    max-width: none;
  }
  &[data-placement='sheet'] {
    width: 100%;
    max-width: 640px;
    max-height: 90%;
    border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
    overflow: hidden;
    animation: ${slideUp} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &[data-placement='right'] {
    width: 100%;
    max-width: 480px;
    height: 100%;
    animation: ${slideInFromRight} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  ${({ theme }) => css`
    ${theme.media.belowMd} {
      &[data-placement='responsive'] {
        max-width: none;
        height: 100%;
        border-radius: 0;
        animation-name: ${fadeIn};
      }
    }
    ${theme.media.reducedMotion} {
      animation: none;
    }
  `}
`;
