import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { DashboardChartConfig } from '../lib/chart-configs';

// Only what the dashboard draws, so the rest of Chart.js is left out of the bundle (the line and
// bar controllers are registered by react-chartjs-2's Line and Bar).
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip);

/**
 * A dashboard chart on a canvas. This module is the only one that imports Chart.js, and the
 * dashboard loads it lazily: the chart library arrives with the first chart, never on other pages.
 */
export function ChartCanvas({ config, label }: { config: DashboardChartConfig; label: string }) {
  return config.type === 'line' ? (
    <Line data={config.data} options={config.options} role="img" aria-label={label} />
  ) : (
    <Bar data={config.data} options={config.options} role="img" aria-label={label} />
  );
}
