import { badRequestSuite } from './bad-requests';

/** Issue 9's property over the member routes (bad-requests.ts says what it checks). */
badRequestSuite('member');
