// How the product shows money and dates, and sends days: one place for every domain.
export { currencyCode, currencyOrDefault, DEFAULT_CURRENCY, formatMoney } from './money.js';
export { CENTRAL_TIME, centralDateTime, centralDayOf, centralToday, formatCardExpiry, formatDay } from './dates.js';
// The API's YYYY-MM-DD, both ways (the design system's, on @internationalized/date).
export { fromApiDate, toApiDate } from 'spend-ui';
