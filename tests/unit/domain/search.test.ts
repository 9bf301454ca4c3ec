import {
  identifierTerms,
  normaliseMobile,
  parseSearch,
  type SearchableTicket,
  ticketMatchesSearch,
  tokenize,
} from '@shared/domain/search';
import { describe, expect, it } from 'vitest';

const ticket: SearchableTicket = {
  id: '4521',
  mobile: '+91 98765 43210',
  email: 'Venkata.Lakshmi@Nspira.in',
  employeeNo: 'EMP 00217',
  subject: 'Salary not credited for March — urgent!',
  fullName: 'Venkata Sai Lakshmi Narasimha Rao',
  assigneeName: 'Priya Reddy',
};
const matches = (text: string, of: SearchableTicket = ticket) => {
  const query = parseSearch(text);
  return query ? ticketMatchesSearch(of, query) : false;
};

describe('tokenize', () => {
  it('lower-cases, folds accents, splits on punctuation and drops stop-words', () => {
    expect(tokenize('Salary not credited for March — urgent!')).toEqual(['salary', 'credited', 'march', 'urgent']);
    expect(tokenize('Résumé / CAFÉ-Wi-Fi')).toEqual(['resume', 'cafe', 'wi', 'fi']);
    expect(tokenize("D'Souza, K.   Ramesh")).toEqual(['d', 'souza', 'k', 'ramesh']);
  });

  it('keeps Indian names and numbers as words, each once', () => {
    expect(tokenize('Venkata Sai  Lakshmi Narasimha Rao')).toEqual(['venkata', 'sai', 'lakshmi', 'narasimha', 'rao']);
    expect(tokenize('Laptop problem 345, problem 345')).toEqual(['laptop', 'problem', '345']);
    expect(tokenize('')).toEqual([]);
    expect(tokenize(null)).toEqual([]);
  });
});

describe('normaliseMobile', () => {
  it('reads +91, 0091, a leading 0, spaces and dashes as the same ten digits', () => {
    for (const text of [
      '+91 98765 43210',
      '+919876543210',
      '0091 98765 43210',
      '098765-43210',
      '9876543210',
      '(98765) 43210',
    ])
      expect(normaliseMobile(text)).toBe('9876543210');
    expect(normaliseMobile('91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('')).toBe('');
  });
});

describe('identifierTerms', () => {
  it('are the normalised mobile, e-mail and employee id', () => {
    expect(identifierTerms(ticket)).toEqual(['9876543210', 'venkata.lakshmi@nspira.in', 'emp00217']);
    expect(identifierTerms({ mobile: '', email: null, employeeNo: undefined })).toEqual([]);
  });
});

describe('ticketMatchesSearch', () => {
  it('finds a ticket by its number, exactly', () => {
    expect(matches('4521')).toBe(true);
    expect(matches(' 4521 ')).toBe(true);
    expect(matches('452')).toBe(false);
  });

  it('finds a mobile whole or by a prefix of at least 4 digits, in any format', () => {
    expect(matches('+91 98765 43210')).toBe(true);
    expect(matches('98765 43210')).toBe(true);
    expect(matches('9876')).toBe(true);
    expect(matches('+91 9876')).toBe(true);
    expect(matches('987')).toBe(false);
    expect(matches('43210')).toBe(false);
  });

  it('finds an e-mail or employee id whole or by a prefix, in any case', () => {
    expect(matches('VENKATA.LAKSHMI@NSPIRA.IN')).toBe(true);
    expect(matches('venk')).toBe(true);
    expect(matches('ven')).toBe(false);
    expect(matches('venkata.l')).toBe(true);
    expect(matches('emp00217')).toBe(true);
    expect(matches('EMP 002')).toBe(true);
    expect(matches('00217')).toBe(false);
  });

  it('finds words of the subject, the requester and the assignee, all of them, in any case', () => {
    expect(matches('salary')).toBe(true);
    expect(matches('MARCH salary')).toBe(true);
    expect(matches('lakshmi rao')).toBe(true);
    expect(matches('narasimha salary')).toBe(true);
    expect(matches('priya')).toBe(true);
    expect(matches('salary april')).toBe(false);
    expect(matches('laks')).toBe(false);
    expect(matches('the for')).toBe(false);
  });

  it('matches nothing for an empty text', () => {
    expect(parseSearch('   ')).toBeUndefined();
  });
});
