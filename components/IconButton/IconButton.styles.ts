import { styled } from 'styled-components';
import { Button } from '../Button/Button.js';

/** A Button made square: the icon is its only content. */
export const SquareButton = styled(Button)`
  && {
    padding: 0;
    flex-shrink: 0;
  }
  &&[data-size='sm'] {
    width: 32px;
    min-width: 32px;
  }
  &&[data-size='md'] {
    width: 40px;
    min-width: 40px;
  }
  &&[data-size='lg'] {
    width: 48px;
    min-width: 48px;
  }
`;
