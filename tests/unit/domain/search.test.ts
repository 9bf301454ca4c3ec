import {
  identifierTerms,
  normaliseMobile,
  parseSearch,
  recordMatchesSearch,
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
/** Whether each search text finds the ticket, as one table: a failure lists every text that went the other way. */
const expectFinds = (expected: Record<string, boolean>) =>
  expect(Object.fromEntries(Object.keys(expected).map((text) => [text, matches(text)]))).toEqual(expected);

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
    expectFinds({
      '4521': true,
      ' 4521 ': true,
      '452': false,
    });
  });

  it('reads "#4521", as the ticket heading writes the number, as the number', () => {
    expectFinds({ '#4521': true, ' #04521': true, '#452': false });
    expect(parseSearch('#4521')?.ticketNumber).toBe('4521');
  });

  it('finds a mobile whole or by a prefix of at least 4 digits, in any format', () => {
    expectFinds({
      '+91 98765 43210': true,
      '98765 43210': true,
      '9876': true,
      '+91 9876': true,
      '987': false,
      '43210': false,
    });
  });

  it('finds an e-mail or employee id whole or by a prefix, in any case', () => {
    expectFinds({
      'VENKATA.LAKSHMI@NSPIRA.IN': true,
      venk: true,
      ven: false,
      'venkata.l': true,
      emp00217: true,
      'EMP 002': true,
      '00217': false,
    });
  });

  it('finds words of the subject, the requester and the assignee, all of them, in any case', () => {
    expectFinds({
      salary: true,
      'MARCH salary': true,
      'lakshmi rao': true,
      'narasimha salary': true,
      priya: true,
      'salary april': false,
      laks: false,
      'the for': false,
    });
  });

  it('matches nothing for an empty text', () => {
    expect(parseSearch('   ')).toBeUndefined();
  });
});

describe('recordMatchesSearch', () => {
  const transfer = {
    texts: ['Wrong department, not ours', 'IT Support', 'Central Pool Agent'],
    identifiers: ['Arjun@Demo.local'],
  };
  const finds = (text: string) => {
    const query = parseSearch(text);
    return query ? recordMatchesSearch(transfer, query) : false;
  };

  it('finds whole words across the texts and identifiers by a prefix, never parts of words', () => {
    expect(finds('central ours')).toBe(true);
    expect(finds('SUPPORT')).toBe(true);
    expect(finds('arjun@demo')).toBe(true);
    expect(finds('centra')).toBe(false);
    expect(finds('depart')).toBe(false);
    expect(finds('central finance')).toBe(false);
  });
});
