/** Checks the keys a sign-in of the demo applicant leaves in localStorage (the old app reads them). */
export function expectApplicantStored(token: string) {
  expect(localStorage.getItem('token')).toBe(token);
  expect(localStorage.getItem('isLogin')).toBe('true');
  expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({
    role: 'user',
    person: 7,
    email: 'applicant@demo.test',
  });
}
