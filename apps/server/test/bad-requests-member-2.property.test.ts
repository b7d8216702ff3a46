import { badRequestSuite } from './bad-requests';

/** Issue 9's property over the member routes, slice 2 of 3 (bad-requests.ts says what it checks). */
badRequestSuite('member', { index: 1, of: 3 });
