import { dashboard, englishIntl } from '../testing/dashboard';
import {
  durationUnit,
  funnelTable,
  perDayTable,
  sourceTable,
  stageTimeTable,
  tableCsv,
  vacancyTable,
} from './chart-tables';

const intl = englishIntl();
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the charts’ tables and CSV files', () => {
  it('write the funnel with each stage’s conversion as a percentage', () => {
    const table = funnelTable(intl, dashboard.funnel);
    expect(table.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Submitted', '10', 'n/a'],
      ['In review', '5', '50%'],
      ['Interview', '2', '40%'],
      ['Offer made', '1', '50%'],
      ['Hired', '1', '100%'],
    ]);
    expect(csvRows(tableCsv(table))).toEqual([
      'Stage,Reached,Conversion from the previous stage (%)',
      'Submitted,10,',
      'In review,5,50',
      'Interview,2,40',
      'Offer made,1,50',
      'Hired,1,100',
    ]);
  });

  it('write days as ISO dates in the file and in the reader’s words on screen', () => {
    const table = perDayTable(intl, dashboard.applicationsPerDay);
    expect(table.rows[1]?.map((cell) => cell.text)).toEqual(['Nov 21, 2026', '3']);
    expect(csvRows(tableCsv(table))).toEqual(['Day,Applications', '2026-11-20,1', '2026-11-21,3']);
  });

  it('give time in stage in days once a median is two days or more', () => {
    const unit = durationUnit(dashboard.timeInStage.map((stage) => stage.medianHours));
    expect(unit).toBe('day');
    const table = stageTimeTable(intl, dashboard.timeInStage, unit);
    expect(table.rows.map((row) => row[2]?.text)).toEqual([
      '1.3 days',
      '2.5 days',
      '4.2 days',
      'n/a',
    ]);
    expect(csvRows(tableCsv(table))[0]).toBe('Stage,Applications that moved on,Median time (days)');
    expect(durationUnit([5.5, null])).toBe('hour');
  });

  it('name the direct source and keep a source that looks like a formula inert', () => {
    expect(csvRows(tableCsv(sourceTable(intl, dashboard.applicationsBySource)))).toEqual([
      'Source,Applications',
      'LinkedIn,6',
      'Directly (careers site),3',
      `"'=HYPERLINK(""http://x"")",1`,
    ]);
  });

  it('write each vacancy with its category and popularity', () => {
    expect(csvRows(tableCsv(vacancyTable(intl, dashboard.perVacancy)))).toEqual([
      'Vacancy,Category,Applicants,Hired,Popularity',
      'Data Analyst,Experienced,6,1,72',
    ]);
  });
});
