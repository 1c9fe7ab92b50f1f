import {
  DEFAULT_SOURCE,
  forgetSource,
  isValidSource,
  rememberSource,
  rememberSourceOf,
  sourceFor,
} from './application-source';

describe('the application source', () => {
  it('is the careers site when no link named one', () => {
    expect(sourceFor(12)).toBe(DEFAULT_SOURCE);
  });

  it('keeps a job board’s source from the vacancy or the apply page, per vacancy', () => {
    rememberSourceOf('/job-vacancy/12', '?source=indeed');
    rememberSourceOf('/job-vacancy/13/apply', '?lang=de&source=stepstone-de');
    expect(sourceFor(12)).toBe('indeed');
    expect(sourceFor(13)).toBe('stepstone-de');
    expect(sourceFor(14)).toBe(DEFAULT_SOURCE);
    // Other pages and addresses without a source change nothing.
    rememberSourceOf('/job-vacancy', '?source=elsewhere');
    rememberSourceOf('/job-vacancy/12', '');
    expect(sourceFor(12)).toBe('indeed');
    // A later link wins.
    rememberSourceOf('/job-vacancy/12/', '?source=linkedin');
    expect(sourceFor(12)).toBe('linkedin');
  });

  it('survives what a sign-in does to the page (it lives in the tab’s session storage)', () => {
    rememberSource(7, '  jobs-ch ');
    expect(sessionStorage.getItem('erecruit.applySource.7')).toBe('jobs-ch');
    expect(sourceFor(7)).toBe('jobs-ch');
  });

  it('takes only what the server takes', () => {
    expect(isValidSource('x'.repeat(100))).toBe(true);
    expect(isValidSource('x'.repeat(101))).toBe(false);
    expect(isValidSource('   ')).toBe(false);
    expect(isValidSource('bad\nsource')).toBe(false);
    expect(isValidSource('bad\u0000')).toBe(false);
    rememberSourceOf('/job-vacancy/5', `?source=${'y'.repeat(101)}`);
    rememberSourceOf('/job-vacancy/6', '?source=a%0Ab');
    expect(sourceFor(5)).toBe(DEFAULT_SOURCE);
    expect(sourceFor(6)).toBe(DEFAULT_SOURCE);
    // Something else put in storage is not sent either.
    sessionStorage.setItem('erecruit.applySource.8', 'z'.repeat(500));
    expect(sourceFor(8)).toBe(DEFAULT_SOURCE);
  });

  it('is forgotten once the application is sent', () => {
    rememberSource(9, 'indeed');
    forgetSource(9);
    expect(sourceFor(9)).toBe(DEFAULT_SOURCE);
  });
});
