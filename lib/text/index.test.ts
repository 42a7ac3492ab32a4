import { lineTextProblem, messageTextProblem, refuseUnsafeText, textProblemMessage } from './index';

describe('lineTextProblem', () => {
  it.each([
    ['Ada Obi', null],
    ['Adébáyọ̀ Ọlọ́lá', null],
    ['عائشة بنت', null],
    ['Zoë 😀', null],
    ['Ada\tB', 'control'],
    ['Ada\nB', 'control'],
    ['Ada\u0000B', 'control'],
    ['Ada\u007fB', 'control'],
    ['Ada\u009bB', 'control'],
    ['Ada\ud800', 'surrogate'],
    ['\udc00Ada', 'surrogate'],
    ['Ada\udbff\u0041', 'surrogate'],
    ['Ada\u202eB', 'bidi'],
    ['Ada\u2067B', 'bidi'],
  ])('%p: %p', (value, problem) => {
    expect(lineTextProblem(value)).toBe(problem);
  });
});

describe('messageTextProblem', () => {
  it('keeps line breaks and bidirectional marks, refuses other controls and lone surrogates', () => {
    expect(messageTextProblem('Hello\r\nworld\n')).toBeNull();
    expect(messageTextProblem('English \u202bعربي\u202c')).toBeNull();
    expect(messageTextProblem('tab\there')).toBe('control');
    expect(messageTextProblem('hello\u0000world')).toBe('control');
    expect(messageTextProblem('x\ud83d')).toBe('surrogate');
  });
});

describe('refuseUnsafeText', () => {
  it('reports one issue naming the field, or none', () => {
    const issues: string[] = [];
    const sink = { addIssue: (issue: { message: string }) => issues.push(issue.message) };
    refuseUnsafeText('First name')('Ada\tB', sink);
    refuseUnsafeText('First name')('Ada', sink);
    refuseUnsafeText('Message', 'message')('a\nb', sink);
    expect(issues).toEqual([textProblemMessage('First name', 'control')]);
    expect(issues[0]).toBe('First name must not contain control characters (such as tabs or invisible characters)');
  });
});
