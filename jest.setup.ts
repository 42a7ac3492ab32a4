import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the WHATWG encoders that the ticket codec and fetch helpers use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
