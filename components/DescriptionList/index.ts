export { DescriptionList } from './DescriptionList.js';
export type { DescriptionItem, DescriptionListLayout, DescriptionListProps } from './DescriptionList.js';
