import { popularityVariant } from './popularity';

describe('popularity colour', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74, 'primary'],
    [55, 'primary'],
    [54, 'warning'],
    [35, 'warning'],
    [34, 'danger'],
    [1, 'danger'],
    [0, 'danger'],
  ])('colours %i as %s', (popularity, variant) => {
    expect(popularityVariant(popularity)).toBe(variant);
  });
});
