import {
  checkPassword,
  isBasedOnEmail,
  newAccountPasswordProblem,
  passwordStrength,
} from './validation';

const email = 'ada.lovelace@demo.test';

describe('password checks', () => {
  it('counts characters as the server does and asks for some variety', () => {
    expect(checkPassword('short1A', '', email)).toMatchObject({ length: false, variety: true });
    expect(checkPassword('lowercaseonly', '', email)).toMatchObject({
      length: true,
      variety: false,
    });
    expect(checkPassword('Ünïcödé-9', '', email).variety).toBe(true);
  });

  it('notices a password based on the e-mail address, whatever its case', () => {
    expect(isBasedOnEmail('Ada.Lovelace@demo.test', email)).toBe(true);
    expect(isBasedOnEmail('x-ADA.LOVELACE-2026', email)).toBe(true);
    expect(isBasedOnEmail('analytical-engine', email)).toBe(false);
    expect(newAccountPasswordProblem('ada.lovelace1', email)).toBe('validation.passwordIsEmail');
    expect(newAccountPasswordProblem('short', email)).toBe('error.password_length');
    expect(newAccountPasswordProblem('analytical-engine', email)).toBeNull();
  });

  it('matches only a filled-in, identical confirmation', () => {
    expect(checkPassword('', '', email).match).toBe(false);
    expect(checkPassword('Engine-2026', 'Engine-2025', email).match).toBe(false);
    expect(checkPassword('Engine-2026', 'Engine-2026', email).match).toBe(true);
  });

  it('rates strength from length, variety and the e-mail', () => {
    const rate = (password: string) =>
      passwordStrength(password, checkPassword(password, password, email));
    expect(rate('Ab1')).toBe('weak');
    expect(rate('enginesss')).toBe('weak');
    expect(rate('Engine-26')).toBe('fair');
    expect(rate('a long passphrase')).toBe('fair');
    expect(rate('Analytical-Engine-1843')).toBe('strong');
    expect(rate('Ada.Lovelace-1843!')).toBe('weak');
  });
});
