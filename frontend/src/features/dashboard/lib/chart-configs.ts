import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import type { IntlShape } from 'react-intl';
import type { Dashboard } from '../api/get-dashboard';
import {
  type DurationUnit,
  dayName,
  formatDuration,
  inUnit,
  sourceName,
  stageName,
} from './chart-tables';

/** The colours and direction a chart is drawn with (see useChartTheme). */
export interface ChartTheme {
  /** Axis titles and tick labels. */
  text: string;
  grid: string;
  /** Okabe–Ito colours that keep 3:1 against this theme's background, one per chart. */
  series: { primary: string; secondary: string; tertiary: string };
  rtl: boolean;
  reducedMotion: boolean;
}

/** What ChartCanvas draws: Chart.js's data and options for a line or a bar chart. */
export type DashboardChartConfig =
  | { type: 'line'; data: ChartData<'line', number[], string>; options: ChartOptions<'line'> }
  | {
      type: 'bar';
      data: ChartData<'bar', (number | null)[], string>;
      options: ChartOptions<'bar'>;
    };

interface Axes {
  /** The axis the categories (days, stages, sources) are on. */
  categoryTitle: string;
  valueTitle: string;
  /** Bars that grow along the reading direction (the funnel, the sources). */
  horizontal?: boolean;
  /** Counts: no tick at 0.5 applications. */
  wholeNumbers?: boolean;
}

/**
 * What every dashboard chart shares: the theme's colours, the reader's locale for the numbers on
 * the axes and in tooltips, and a mirrored layout in right-to-left (the first day or stage is at
 * the reading start).
 */
function sharedOptions(intl: IntlShape, theme: ChartTheme, axes: Axes) {
  const axis = (title: string) => ({
    ticks: { color: theme.text },
    grid: { color: theme.grid },
    border: { color: theme.grid },
    title: { display: true, text: title, color: theme.text },
  });
  const categoryAxis = axis(axes.categoryTitle);
  const valueAxis = {
    ...axis(axes.valueTitle),
    beginAtZero: true,
    ticks: { color: theme.text, ...(axes.wholeNumbers ? { precision: 0 } : {}) },
  };
  const [x, y] = axes.horizontal ? [valueAxis, categoryAxis] : [categoryAxis, valueAxis];
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: intl.locale,
    animation: theme.reducedMotion ? (false as const) : undefined,
    color: theme.text,
    plugins: {
      legend: { display: false },
      tooltip: { rtl: theme.rtl, textDirection: theme.rtl ? 'rtl' : 'ltr' },
    },
    scales: {
      x: { ...x, reverse: theme.rtl },
      y: { ...y, position: theme.rtl ? ('right' as const) : ('left' as const) },
    },
  };
}

export function perDayChart(
  intl: IntlShape,
  theme: ChartTheme,
  days: Dashboard['applicationsPerDay'],
): DashboardChartConfig {
  const shared = sharedOptions(intl, theme, {
    categoryTitle: intl.formatMessage({ id: 'analytics.day' }),
    valueTitle: intl.formatMessage({ id: 'analytics.applications' }),
    wholeNumbers: true,
  });
  return {
    type: 'line',
    data: {
      labels: days.map((day) =>
        intl.formatDate(day.date, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      ),
      datasets: [
        {
          label: intl.formatMessage({ id: 'analytics.applications' }),
          data: days.map((day) => day.count),
          borderColor: theme.series.primary,
          backgroundColor: theme.series.primary,
          pointRadius: days.length > 62 ? 0 : 3,
          pointHoverRadius: 5,
          // Straight segments: a curve would dip below zero between days.
          tension: 0,
        },
      ],
    },
    options: {
      ...shared,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        ...shared.plugins,
        tooltip: {
          ...shared.plugins.tooltip,
          callbacks: {
            // The axis shows "Nov 21"; the tooltip names the whole day.
            title: (items: TooltipItem<'line'>[]) => {
              const day = days[items[0]?.dataIndex ?? -1];
              return day ? dayName(intl, day.date) : '';
            },
          },
        },
      },
    },
  };
}

function barChart(
  shared: ReturnType<typeof sharedOptions>,
  horizontal: boolean,
  labels: string[],
  dataset: { label: string; data: (number | null)[]; color: string },
  tooltip?: (index: number) => string,
): DashboardChartConfig {
  return {
    type: 'bar',
    data: {
      labels,
      datasets: [
        {
          label: dataset.label,
          data: dataset.data,
          backgroundColor: dataset.color,
          borderColor: dataset.color,
          maxBarThickness: 48,
        },
      ],
    },
    options: {
      ...shared,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        ...shared.plugins,
        tooltip: {
          ...shared.plugins.tooltip,
          ...(tooltip
            ? { callbacks: { label: (item: TooltipItem<'bar'>) => tooltip(item.dataIndex) } }
            : {}),
        },
      },
    },
  };
}

/** The funnel's bars: how many reached each stage, the conversion written beside the stage. */
export function funnelChart(
  intl: IntlShape,
  theme: ChartTheme,
  funnel: Dashboard['funnel'],
): DashboardChartConfig {
  const conversion = (value: number | null | undefined) =>
    value == null
      ? intl.formatMessage({ id: 'analytics.noValue' })
      : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const shared = sharedOptions(intl, theme, {
    categoryTitle: intl.formatMessage({ id: 'analytics.stage' }),
    valueTitle: intl.formatMessage({ id: 'analytics.funnel.reached' }),
    horizontal: true,
    wholeNumbers: true,
  });
  return barChart(
    shared,
    true,
    funnel.map((stage, index) =>
      // The first stage has no previous one to convert from.
      index === 0
        ? stageName(intl, stage.stage)
        : intl.formatMessage(
            { id: 'analytics.funnel.tick' },
            { stage: stageName(intl, stage.stage), conversion: conversion(stage.conversion) },
          ),
    ),
    {
      label: intl.formatMessage({ id: 'analytics.funnel.reached' }),
      data: funnel.map((stage) => stage.reached),
      color: theme.series.primary,
    },
    (index) => {
      const stage = funnel[index];
      if (!stage) return '';
      const reached = intl.formatNumber(stage.reached);
      return index === 0
        ? reached
        : intl.formatMessage(
            { id: 'analytics.funnel.tooltip' },
            { reached, conversion: conversion(stage.conversion) },
          );
    },
  );
}

export function stageTimeChart(
  intl: IntlShape,
  theme: ChartTheme,
  stages: Dashboard['timeInStage'],
  unit: DurationUnit,
): DashboardChartConfig {
  const medians = stages.map((stage) =>
    stage.medianHours == null ? null : inUnit(stage.medianHours, unit),
  );
  const shared = sharedOptions(intl, theme, {
    categoryTitle: intl.formatMessage({ id: 'analytics.stage' }),
    valueTitle: intl.formatMessage({
      id: unit === 'day' ? 'analytics.timeInStage.medianDays' : 'analytics.timeInStage.medianHours',
    }),
  });
  return barChart(
    shared,
    false,
    stages.map((stage) => stageName(intl, stage.stage)),
    {
      label: intl.formatMessage({ id: 'analytics.timeInStage.title' }),
      data: medians,
      color: theme.series.secondary,
    },
    (index) => {
      const median = medians[index];
      return median == null
        ? intl.formatMessage({ id: 'analytics.noValue' })
        : formatDuration(intl, median, unit);
    },
  );
}

export function sourceChart(
  intl: IntlShape,
  theme: ChartTheme,
  sources: Dashboard['applicationsBySource'],
): DashboardChartConfig {
  const shared = sharedOptions(intl, theme, {
    categoryTitle: intl.formatMessage({ id: 'analytics.source' }),
    valueTitle: intl.formatMessage({ id: 'analytics.applications' }),
    horizontal: true,
    wholeNumbers: true,
  });
  return barChart(
    shared,
    true,
    sources.map((entry) => sourceName(intl, entry.source)),
    {
      label: intl.formatMessage({ id: 'analytics.applications' }),
      data: sources.map((entry) => entry.count),
      color: theme.series.tertiary,
    },
  );
}
