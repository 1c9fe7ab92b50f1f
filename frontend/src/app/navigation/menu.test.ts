import { horizontalMenu, type MenuItem, verticalMenu, visibleMenu } from './menu';
import { userMenuLinks } from './user-menu';

function outline(items: MenuItem[]): unknown[] {
  return items.map((item) =>
    item.children ? { [item.navLink ?? item.id]: outline(item.children) } : item.navLink,
  );
}

const categories = [
  '/job-vacancy-list/fresh-graduate',
  '/job-vacancy-list/experienced-hire',
  '/job-vacancy-list/internship',
];

const adminMenu = [
  '/',
  '/job-vacancy-setting',
  '/applications',
  '/app/user/list',
  '/admin/help',
  '/admin/hiring',
  '/admin/integrations',
  '/admin/automations',
  '/admin/scheduling',
  '/calendar',
  '/todo',
  '/email',
  '/chat',
];

describe('menu by role', () => {
  it('gives an admin Home, Job Vacancy (setting), All applications, Users, Help centre, Hiring processes, Integrations, Automations, Scheduling, Calendar, To-do, Messages and Chat in both layouts', () => {
    expect(outline(visibleMenu(verticalMenu, { role: 'admin', person: 0 }))).toEqual(adminMenu);
    expect(outline(visibleMenu(horizontalMenu, { role: 'admin', person: 0 }))).toEqual(adminMenu);
  });

  it('compares the role in lower case', () => {
    expect(outline(visibleMenu(verticalMenu, { role: 'ADMIN', person: 0 }))).toEqual(adminMenu);
    expect(userMenuLinks('Admin').map((link) => link.to)).toEqual([
      '/pages/account-settings',
      '/pages/bookmarks',
    ]);
  });

  it.each(['user', 'User'])(
    'gives a %s the Job Vacancy group with the three categories, Messages and Chat',
    (role) => {
      expect(outline(visibleMenu(verticalMenu, { role, person: 3 }))).toEqual([
        { jobVacancy: categories },
        '/email',
        '/chat',
      ]);
      expect(outline(visibleMenu(horizontalMenu, { role, person: 3 }))).toEqual([
        { '/job-vacancy': categories },
        '/email',
        '/chat',
      ]);
    },
  );

  it('gives staff the Job Vacancy group, the way to the applicants, all applications, the calendar and the to-do list, not vacancy editing', () => {
    const recruiting = [
      '/job-vacancy-setting',
      '/applications',
      '/calendar',
      '/todo',
      '/email',
      '/chat',
    ];
    expect(outline(visibleMenu(verticalMenu, { role: 'Staff', person: 3 }))).toEqual([
      { jobVacancy: categories },
      ...recruiting,
    ]);
    expect(outline(visibleMenu(horizontalMenu, { role: 'staff', person: 0 }))).toEqual(recruiting);
  });

  it('hides the horizontal Job Vacancy entry while person is 0, not the vertical group', () => {
    expect(outline(visibleMenu(horizontalMenu, { role: 'user', person: 0 }))).toEqual([
      '/email',
      '/chat',
    ]);
    expect(outline(visibleMenu(verticalMenu, { role: 'user', person: 0 }))).toEqual([
      { jobVacancy: categories },
      '/email',
      '/chat',
    ]);
  });

  it('shows a visitor no menu', () => {
    expect(visibleMenu(verticalMenu, { role: null, person: 0 })).toEqual([]);
    expect(visibleMenu(horizontalMenu, { role: null, person: 0 })).toEqual([]);
  });

  it('gives non-admins Edit Profile, Change Password, Security, My Application and Bookmarks above Log Out', () => {
    expect(userMenuLinks('user').map((link) => link.to)).toEqual([
      '/my-profile',
      '/change-password',
      '/pages/account-settings',
      '/my-application',
      '/pages/bookmarks',
    ]);
    expect(userMenuLinks('staff')).toHaveLength(5);
    expect(userMenuLinks('admin').map((link) => link.to)).toEqual([
      '/pages/account-settings',
      '/pages/bookmarks',
    ]);
  });
});
