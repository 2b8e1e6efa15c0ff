// How the product shows money and dates, and sends days: one place for every domain.
// The API's YYYY-MM-DD, both ways (the design system's, on @internationalized/date).
export { formatMoney } from './money.js';
export { formatDay, centralDateTime, centralToday } from './dates.js';
