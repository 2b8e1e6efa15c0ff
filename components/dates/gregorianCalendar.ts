import { GregorianCalendar } from '@internationalized/date';

/**
 * Dates are Gregorian throughout spend-ui; creating only this calendar keeps the others out of the bundle.
 * In a module of its own so a date field can use it without pulling in the Calendar component.
 */
export const createGregorianCalendar = () => new GregorianCalendar();
