/** What the organiser area says while its database is down (app/(english)/admin/unavailable, the error boundary). */
export const UNAVAILABLE_HEADING = 'Temporarily unavailable';
export const UNAVAILABLE_TEXT =
  'The organiser area cannot reach its database just now. Nothing saved is lost. Try again in a moment.';
export const UNAVAILABLE_GATE_TEXT =
  'At the gate, the scanner keeps working: it checks tickets on the phone and uploads them when the service is back.';
