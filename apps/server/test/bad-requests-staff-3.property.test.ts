import { badRequestSuite } from './bad-requests';

/** Issue 9's property over the staff routes, slice 3 of 3 (bad-requests.ts says what it checks). */
badRequestSuite('staff', { index: 2, of: 3 });
