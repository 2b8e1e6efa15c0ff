import { Skeleton } from 'spend-ui';
import { LOADING_SPEND_PICTURE } from './messages.js';
import { SPEND_PICTURE_HEIGHT, TOP_MERCHANTS_PLACEHOLDER_HEIGHT } from './model.js';
import { PictureRow } from './SpendPicture.styles.js';

/**
 * The spend picture while its code or its data loads, laid out like the picture (two charts side by side
 * on wide screens, one above the other on narrow ones), so the grid below does not jump when it comes.
 */
export function SpendPicturePlaceholder() {
  return (
    <Skeleton label={LOADING_SPEND_PICTURE}>
      <PictureRow as="div">
        <Skeleton shape="rect" height={SPEND_PICTURE_HEIGHT} />
        <Skeleton shape="rect" height={TOP_MERCHANTS_PLACEHOLDER_HEIGHT} />
      </PictureRow>
    </Skeleton>
  );
}
