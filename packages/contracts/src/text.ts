import { z } from 'zod';

/*
 * The one rule for text that comes from outside, used by every string field of every service (and by
 * the client's forms, which parse with the same schemas):
 * - control characters are refused: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F); a multi-line field
 *   accepts tab and line feed, and CR only as part of CRLF, which becomes LF;
 * - unpaired UTF-16 surrogates are refused (they cannot be stored or sent as UTF-8 and would otherwise
 *   be changed silently to U+FFFD somewhere down the line);
 * - what passes is normalised to Unicode NFC, so that one text has one spelling in the database;
 * - lengths are bounded (counted after normalisation and trimming).
 * Each refusal names the field, so that a 400's detail says which one to fix.
 */

export interface TextOptions {
  /** Tab and line breaks allowed (a message, a description). */
  multiline?: boolean;
  /** Leading and trailing white space removed before the length check; on by default (not for passwords). */
  trim?: boolean;
}

export interface BoundedTextOptions extends TextOptions {
  /** Blank is refused with "<label> is required"; on by default. Off: blank passes as ''. */
  required?: boolean;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The messages of the rule, for a field called `label`. */
export const textMessages = {
  control: (label: string) => `${label} must not contain control characters`,
  surrogate: (label: string) => `${label} contains an invalid character`,
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
};

/** Why a value breaks the character rule, or undefined when it does not (lengths not checked). */
export function textProblem(value: string, label: string, { multiline = false }: Pick<TextOptions, 'multiline'> = {}): string | undefined {
  if (LONE_SURROGATE.test(value)) return textMessages.surrogate(label);
  const lines = multiline ? value.replace(/\r\n/g, '\n') : value;
  if (hasControlCharacter(lines, multiline)) return textMessages.control(label);
  return undefined;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;

/** C0 controls, DEL and C1 controls; tab and line feed are text in a multi-line field. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x9f || (code >= 0x20 && code < 0x7f)) continue;
    if (multiline && (code === TAB || code === LINE_FEED)) continue;
    return true;
  }
  return false;
}

/**
 * A string checked by the character rule and normalised (NFC, CRLF → LF where multi-line, trimmed
 * unless told not to); no length bounds. Build bounded fields with singleLineText / multiLineText, or
 * pipe this into a schema of your own (an e-mail, a password).
 */
export function checkedText(label: string, { multiline = false, trim = true }: TextOptions = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? textMessages.required(label) : textMessages.notText(label)) })
    .check((ctx) => {
      const problem = textProblem(ctx.value, label, { multiline });
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
    })
    .transform((value) => {
      const normalised = (multiline ? value.replace(/\r\n/g, '\n') : value).normalize('NFC');
      return trim ? normalised.trim() : normalised;
    });
}

function boundedText(label: string, max: number, { required = true, ...options }: BoundedTextOptions) {
  const bounded = z.string().max(max, textMessages.tooLong(label, max));
  return checkedText(label, options).pipe(required ? bounded.min(1, textMessages.required(label)) : bounded);
}

/** A one-line field: a name, a subject, a city. */
export function singleLineText(label: string, max: number, options: Omit<BoundedTextOptions, 'multiline'> = {}) {
  return boundedText(label, max, { ...options, multiline: false });
}

/** A field that may hold paragraphs: a message, a comment, a description. */
export function multiLineText(label: string, max: number, options: Omit<BoundedTextOptions, 'multiline'> = {}) {
  return boundedText(label, max, { ...options, multiline: true });
}
