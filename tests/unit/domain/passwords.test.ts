import {
  COMMON_PASSWORDS,
  PASSWORD_RULE_MESSAGES,
  PASSWORD_RULE_MIN_LENGTH,
  passwordRuleProblem,
} from '@shared/domain/passwords';
import { describe, expect, it } from 'vitest';

const email = 'priya.sharma@acme.edu';

describe('the set-password rule', () => {
  it('accepts a long, personal password', () => {
    expect(passwordRuleProblem('correct horse battery', email)).toBeUndefined();
    expect(passwordRuleProblem('Tr0ub4dor&3x', email)).toBeUndefined();
  });

  it('needs at least 10 characters', () => {
    expect(PASSWORD_RULE_MIN_LENGTH).toBe(10);
    expect(passwordRuleProblem('Abc@12345', email)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    expect(passwordRuleProblem('Abc@123456', email)).toBeUndefined();
    expect(passwordRuleProblem('', email)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
  });

  it('refuses the e-mail address (or its name part), whatever the case', () => {
    expect(passwordRuleProblem('Priya.Sharma@ACME.edu', email)).toBe(PASSWORD_RULE_MESSAGES.isEmail);
    expect(passwordRuleProblem('priya.sharma', email)).toBe(PASSWORD_RULE_MESSAGES.isEmail);
  });

  it('refuses common passwords, whatever the case', () => {
    expect(passwordRuleProblem('Password123', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(passwordRuleProblem('QWERTYUIOP', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(passwordRuleProblem('1234567890', email)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
  });

  it('keeps only entries the length rule would not already refuse, in lower case', () => {
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_RULE_MIN_LENGTH);
      expect(entry).toBe(entry.toLowerCase());
    }
  });
});
