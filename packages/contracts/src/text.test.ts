import { describe, expect, it } from 'vitest';
import { checkedText, multiLineText, singleLineText, textProblem } from './text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('singleLineText', () => {
  const name = singleLineText('Name', 10);

  it.each([
    ['a NUL', 'Asha\u0000'],
    ['a tab', 'As\tha'],
    ['a line feed', 'As\nha'],
    ['a carriage return', 'As\rha'],
    ['DEL', 'As\u007Fha'],
    ['a C1 control', 'As\u0085ha'],
    ['an escape', '\u001B[31mAsha'],
  ])('when the value holds %s, then it is refused naming the field', (_what, value) => {
    expect(messageOf(name.safeParse(value))).toBe('Name must not contain control characters');
  });

  it.each([
    ['a lone high surrogate', 'Asha\uD83D'],
    ['a lone low surrogate', '\uDE00Asha'],
    ['two high surrogates', '\uD83D\uD83D'],
  ])('when the value holds %s, then it is refused rather than changed to U+FFFD', (_what, value) => {
    expect(messageOf(name.safeParse(value))).toBe('Name contains an invalid character');
  });

  it('when the value holds a surrogate pair (an emoji), then it passes', () => {
    expect(name.parse('Asha 😀')).toBe('Asha 😀');
  });

  it('when the value is decomposed, then it comes out in NFC', () => {
    const decomposed = 'Jose\u0301';
    const parsed = name.parse(decomposed);
    expect(parsed).toBe('José');
    expect(parsed).toHaveLength(4);
  });

  it('when the value is blank, missing or not text, then it says so', () => {
    expect(messageOf(name.safeParse('   '))).toBe('Name is required');
    expect(messageOf(name.safeParse(undefined))).toBe('Name is required');
    expect(messageOf(name.safeParse(42))).toBe('Name must be text');
  });

  it('when the value is longer than the bound after trimming, then it is refused; at the bound, then it passes', () => {
    expect(name.parse('  abcdefghij  ')).toBe('abcdefghij');
    expect(messageOf(name.safeParse('abcdefghijk'))).toBe('Name must be at most 10 characters');
  });

  it('when the field is optional, then blank passes as empty', () => {
    expect(singleLineText('Note', 5, { required: false }).parse('  ')).toBe('');
  });
});

describe('multiLineText', () => {
  const message = multiLineText('Message', 50);

  it('when the value has tabs, line feeds and CRLF, then they pass and CRLF becomes LF', () => {
    expect(message.parse('Dear team,\r\n\tTwo nights\nplease')).toBe('Dear team,\n\tTwo nights\nplease');
  });

  it('when the value has a lone CR, a NUL or a vertical tab, then it is refused', () => {
    for (const value of ['a\rb', 'a\u0000b', 'a\u000Bb', 'a\u000Cb']) {
      expect(messageOf(message.safeParse(value))).toBe('Message must not contain control characters');
    }
  });
});

describe('checkedText', () => {
  it('when trimming is off (a password), then spaces are kept but controls are still refused', () => {
    const password = checkedText('Password', { trim: false });
    expect(password.parse('  secret  ')).toBe('  secret  ');
    expect(messageOf(password.safeParse('sec\u0000ret'))).toBe('Password must not contain control characters');
  });
});

describe('textProblem', () => {
  it('when a query or path value is checked on its own, then the same rule answers', () => {
    expect(textProblem('ok', 'Status')).toBeUndefined();
    expect(textProblem('o\u0000k', 'Status')).toBe('Status must not contain control characters');
    expect(textProblem('\uD800', 'Status')).toBe('Status contains an invalid character');
  });
});
