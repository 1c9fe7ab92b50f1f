import { foldText, matchingPages } from './page-matches';

const pages = [
  { title: 'Calendário', link: '/calendar' },
  { title: 'Mensagens', link: '/email' },
  { title: 'Candidaturas', link: '/job-vacancy-setting' },
];

describe('matching pages', () => {
  it('folds case and accents', () => {
    expect(foldText('José RIBEIRO')).toBe('jose ribeiro');
  });

  it('finds pages by every word of their title, accents or not', () => {
    expect(matchingPages(pages, 'calendario', 4)).toEqual([pages[0]]);
    expect(matchingPages(pages, 'CAND  tur', 4)).toEqual([pages[2]]);
    expect(matchingPages(pages, 'a', 2)).toHaveLength(2);
    expect(matchingPages(pages, '   ', 4)).toEqual([]);
  });
});
