export { BarChart } from './BarChart.js';
export type { BarChartDatum, BarChartProps } from './BarChart.js';
