import {
  BookOpen,
  Briefcase,
  CheckSquare,
  FileText,
  HelpCircle,
  Home,
  Mail,
  Upload,
  Users,
} from 'react-feather';
import type { PageIcon, SearchablePage } from '../api/types';
import { pageOfLink } from './page-icon';

const pages: SearchablePage[] = [
  { title: 'Home', link: '/', icon: Home },
  { title: 'Job vacancy', link: '/job-vacancy-setting', icon: Briefcase },
  { title: 'Import', link: '/job-vacancy-setting/import', icon: Upload },
  { title: 'Applications', link: '/applications', icon: FileText },
  { title: 'Users', link: '/app/user/list', icon: Users },
  { title: 'Mail', link: '/email', icon: Mail },
  { title: 'To-do', link: '/todo', icon: CheckSquare },
  { title: 'FAQ', link: '/pages/faq', icon: HelpCircle },
  { title: 'Knowledge base', link: '/pages/knowledge-base/', icon: BookOpen },
  // A page the menus give no icon.
  { title: 'Search', link: '/pages/search' },
];

const cases: [string, PageIcon | undefined][] = [
  ['/', Home],
  ['/?tenant=acme', Home],
  ['/applications', FileText],
  ['/applications?view=thumbs&status=hired', FileText],
  ['/applications/', FileText],
  ['/email/inbox', Mail],
  ['/email/message/12#reply', Mail],
  ['/todo/all?task=3', CheckSquare],
  ['/job-vacancy-setting/12/applications', Briefcase],
  // The longest matching address wins.
  ['/job-vacancy-setting/import', Upload],
  ['/job-vacancy-setting/import?step=2', Upload],
  ['/app/user/list?page=2', Users],
  ['/pages/faq', HelpCircle],
  ['/pages/knowledge-base/careers/interviews', BookOpen],
  // Whole segments only: `/email` is not a prefix of `/emails`.
  ['/emails', undefined],
  ['/applicationsx', undefined],
  // `/` is the home page only, not a prefix of every page.
  ['/no/such/page', undefined],
  ['/app/user/view/7', undefined],
  // A page without an icon, and nothing else matching.
  ['/pages/search?q=ada', undefined],
  ['', undefined],
];

describe('a bookmark’s page icon', () => {
  it.each(cases)('%s', (link, icon) => {
    expect(pageOfLink(link, pages)?.icon).toBe(icon);
  });

  it('has none without pages', () => {
    expect(pageOfLink('/email/inbox', [])).toBeUndefined();
  });
});
