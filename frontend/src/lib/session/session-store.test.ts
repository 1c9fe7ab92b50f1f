import { admin, applicant, demoTenant } from '@/testing/fixtures';
import { expectApplicantStored } from '@/testing/stored-session';
import { readStoredSession, useSession } from './session-store';

function storedKeys() {
  return Object.keys(localStorage).sort();
}

describe('session storage keys', () => {
  it('records token, userInfo {role, person, email} and isLogin on sign-in', () => {
    useSession.getState().setTenant('demo');
    useSession.getState().signIn(applicant, 'access-1');

    expectApplicantStored('access-1');
    expect(localStorage.getItem('tenantID')).toBe('demo');
    expect(useSession.getState().user).toMatchObject({
      email: applicant.email,
      loggedInWith: 'jwt',
    });
  });

  it('stores dataErec as {erecruitmenttitle}', () => {
    useSession.getState().setDataErec({ erecruitmenttitle: demoTenant.erecruitmenttitle });
    expect(JSON.parse(localStorage.getItem('dataErec') ?? 'null')).toEqual({
      erecruitmenttitle: 'Join Demo Company',
    });
  });

  it('reads what an existing deployment left in storage', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('tenantID', 'acme');
    localStorage.setItem('gateweyURL', 'https://api.acme.test');
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ role: 'Admin', person: '12', email: 'a@b.c' }),
    );
    localStorage.setItem('isLogin', 'true');
    localStorage.setItem('dataErec', JSON.stringify({ erecruitmenttitle: 'Careers' }));

    expect(readStoredSession()).toEqual({
      token: 't',
      tenantID: 'acme',
      gateweyURL: 'https://api.acme.test',
      userInfo: { role: 'Admin', person: 12, email: 'a@b.c' },
      isLogin: true,
      dataErec: { erecruitmenttitle: 'Careers' },
      user: null,
      endedByUser: false,
      locked: null,
    });
  });

  it('ignores unreadable values instead of crashing', () => {
    localStorage.setItem('userInfo', '{not json');
    localStorage.setItem('dataErec', '42');
    expect(readStoredSession()).toMatchObject({ userInfo: null, dataErec: null, isLogin: false });
  });

  it('keeps only gateweyURL and tenantID when the session expires', () => {
    localStorage.setItem('gateweyURL', 'https://api.acme.test');
    localStorage.setItem('unrelated', 'x');
    sessionStorage.setItem('draft', 'y');
    useSession.setState(readStoredSession());
    useSession.getState().setTenant('demo');
    useSession.getState().setDataErec({ erecruitmenttitle: 'Join us' });
    useSession.getState().signIn(admin, 'access-2');

    useSession.getState().expire();

    expect(storedKeys()).toEqual(['gateweyURL', 'tenantID']);
    expect(sessionStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({
      token: null,
      userInfo: null,
      isLogin: false,
      user: null,
      tenantID: 'demo',
      gateweyURL: 'https://api.acme.test',
    });
  });

  it('clears all local storage on the dropdown log out', () => {
    localStorage.setItem('gateweyURL', 'https://api.acme.test');
    localStorage.setItem('customizer', '{}');
    useSession.setState(readStoredSession());
    useSession.getState().setTenant('demo');
    useSession.getState().signIn(applicant, 'access-3');

    useSession.getState().clearAll();

    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
  });
});
