import type { IntlShape } from 'react-intl';
import { statusLabel } from '@/components/ui/status-labels';
import { categoryLabel } from '@/lib/vacancy-labels';
import type { Dashboard } from '../api/get-dashboard';
import { type CsvCell, toCsv } from './csv';

/** A figure as the CSV file holds it (`value`) and as the reader sees it (`text`). */
export interface TableCell {
  value: CsvCell;
  text: string;
}

/** A chart's figures: the table shown instead of the chart, and the rows of its CSV file. */
export interface ChartTable {
  headers: string[];
  rows: TableCell[][];
}

/** Durations are shown in hours, or in days once the longest is two days or more. */
export type DurationUnit = 'hour' | 'day';

export function durationUnit(hours: readonly (number | null | undefined)[]): DurationUnit {
  return Math.max(0, ...hours.map((value) => value ?? 0)) >= 48 ? 'day' : 'hour';
}

/** `hours` in `unit`, to one decimal: the number a chart draws and a CSV file holds. */
export function inUnit(hours: number, unit: DurationUnit): number {
  return Math.round((unit === 'day' ? hours / 24 : hours) * 10) / 10;
}

/** "5.5 hr", "5,5 Std.", "3 days": a duration in the reader's language. */
export function formatDuration(intl: IntlShape, value: number, unit: DurationUnit): string {
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
}

/** The conversion as a percentage with one decimal (0.5 → 50), the way a spreadsheet shows it. */
function percent(ratio: number): number {
  return Math.round(ratio * 1000) / 10;
}

function count(intl: IntlShape, value: number): TableCell {
  return { value, text: intl.formatNumber(value) };
}

function label(text: string): TableCell {
  return { value: text, text };
}

function noValue(intl: IntlShape): TableCell {
  return { value: null, text: intl.formatMessage({ id: 'analytics.noValue' }) };
}

/** A stage's name ("In review"). */
export function stageName(intl: IntlShape, stage: Dashboard['funnel'][number]['stage']): string {
  return intl.formatMessage({ id: statusLabel[stage] });
}

/** A source's name; no source means the applicant came to the careers site directly. */
export function sourceName(intl: IntlShape, source: string | null | undefined): string {
  return source ?? intl.formatMessage({ id: 'analytics.source.direct' });
}

/** "Nov 21, 2026": a day of the range, which is a calendar day, not a moment. */
export function dayName(intl: IntlShape, day: string): string {
  return intl.formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function perDayTable(intl: IntlShape, days: Dashboard['applicationsPerDay']): ChartTable {
  return {
    headers: [
      intl.formatMessage({ id: 'analytics.day' }),
      intl.formatMessage({ id: 'analytics.applications' }),
    ],
    rows: days.map((day) => [
      { value: day.date, text: dayName(intl, day.date) },
      count(intl, day.count),
    ]),
  };
}

export function funnelTable(intl: IntlShape, funnel: Dashboard['funnel']): ChartTable {
  return {
    headers: [
      intl.formatMessage({ id: 'analytics.stage' }),
      intl.formatMessage({ id: 'analytics.funnel.reached' }),
      `${intl.formatMessage({ id: 'analytics.funnel.conversion' })} (%)`,
    ],
    rows: funnel.map((stage) => [
      label(stageName(intl, stage.stage)),
      count(intl, stage.reached),
      stage.conversion == null
        ? noValue(intl)
        : {
            value: percent(stage.conversion),
            text: intl.formatNumber(stage.conversion, {
              style: 'percent',
              maximumFractionDigits: 1,
            }),
          },
    ]),
  };
}

export function stageTimeTable(
  intl: IntlShape,
  stages: Dashboard['timeInStage'],
  unit: DurationUnit,
): ChartTable {
  return {
    headers: [
      intl.formatMessage({ id: 'analytics.stage' }),
      intl.formatMessage({ id: 'analytics.timeInStage.moves' }),
      intl.formatMessage({
        id:
          unit === 'day' ? 'analytics.timeInStage.medianDays' : 'analytics.timeInStage.medianHours',
      }),
    ],
    rows: stages.map((stage) => {
      const median = stage.medianHours == null ? null : inUnit(stage.medianHours, unit);
      return [
        label(stageName(intl, stage.stage)),
        count(intl, stage.moves),
        median === null
          ? noValue(intl)
          : { value: median, text: formatDuration(intl, median, unit) },
      ];
    }),
  };
}

export function sourceTable(
  intl: IntlShape,
  sources: Dashboard['applicationsBySource'],
): ChartTable {
  return {
    headers: [
      intl.formatMessage({ id: 'analytics.source' }),
      intl.formatMessage({ id: 'analytics.applications' }),
    ],
    rows: sources.map((entry) => [label(sourceName(intl, entry.source)), count(intl, entry.count)]),
  };
}

export function vacancyTable(intl: IntlShape, vacancies: Dashboard['perVacancy']): ChartTable {
  return {
    headers: [
      intl.formatMessage({ id: 'analytics.vacancy' }),
      intl.formatMessage({ id: 'analytics.category' }),
      intl.formatMessage({ id: 'analytics.applicants' }),
      intl.formatMessage({ id: 'analytics.hired' }),
      intl.formatMessage({ id: 'analytics.popularity' }),
    ],
    rows: vacancies.map((vacancy) => [
      label(vacancy.title),
      label(intl.formatMessage({ id: categoryLabel[vacancy.category] })),
      count(intl, vacancy.applicants),
      count(intl, vacancy.hired),
      count(intl, vacancy.popularity),
    ]),
  };
}

/** The table's CSV file: its headers, then each row's values. */
export function tableCsv(table: ChartTable): string {
  return toCsv([table.headers, ...table.rows.map((row) => row.map((cell) => cell.value))]);
}
