import {
  emailDomain,
  isAllowedDomain,
  isEmailVerified,
  issuerProblem,
  passwordSignInAllowed,
} from '@shared/domain/singleSignOn';
import { describe, expect, it } from 'vitest';

describe('single sign-on rules', () => {
  it('matches e-mail domains exactly, in any case', () => {
    expect(emailDomain('Teacher@School.EDU')).toBe('school.edu');
    expect(isAllowedDomain('teacher@school.edu', ['@School.edu'])).toBe(true);
    expect(isAllowedDomain('teacher@sub.school.edu', ['school.edu'])).toBe(false);
    expect(isAllowedDomain('teacher@school.edu.evil.example', ['school.edu'])).toBe(false);
    expect(isAllowedDomain('no-at-sign', ['school.edu'])).toBe(false);
  });

  it('takes email_verified from any provider, xms_edov from Entra ID only', () => {
    expect(isEmailVerified({ email_verified: true }, 'google')).toBe(true);
    expect(isEmailVerified({ email_verified: false }, 'generic')).toBe(false);
    expect(isEmailVerified({}, 'generic')).toBe(false);
    expect(isEmailVerified({ xms_edov: true }, 'entra')).toBe(true);
    expect(isEmailVerified({ xms_edov: true }, 'generic')).toBe(false);
  });

  it('wants HTTPS issuers (plain HTTP on this machine only) with no placeholder left', () => {
    expect(issuerProblem('https://accounts.google.com')).toBeNull();
    expect(issuerProblem('http://localhost:3014')).toBeNull();
    expect(issuerProblem('http://login.example.com')).toMatch(/https/);
    expect(issuerProblem('not a url')).toMatch(/full address/);
    expect(issuerProblem('https://login.microsoftonline.com/<directory (tenant) id>/v2.0')).toMatch(/placeholder/);
  });

  it('lets only break-glass e-mails use a password while single sign-on is required', () => {
    const required = { requireSso: true, breakGlassEmails: ['Admin@School.edu'] };
    expect(passwordSignInAllowed('teacher@school.edu', required)).toBe(false);
    expect(passwordSignInAllowed(' admin@school.edu ', required)).toBe(true);
    expect(passwordSignInAllowed('teacher@school.edu', { ...required, requireSso: false })).toBe(true);
  });
});
