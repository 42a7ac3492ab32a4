/** The longest reason for rejecting a letter request or withdrawing a letter (it is mailed or audited). */
export const LETTER_REASON_MAX = 1000;
