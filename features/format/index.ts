// How the product shows money and dates, and sends days: one place for every domain.
export { formatMoney } from './money.js';
export { formatDay, centralDateTime, centralToday } from './dates.js';
// The API's YYYY-MM-DD and ISO instants, both ways.
export { toApiDate, fromApiDate, toApiDateTime } from './apiDates.js';
