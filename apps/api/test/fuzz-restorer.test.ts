import { fuzzAs } from './fuzz-harness';

// Restaurant routes on its own restaurant and its own account; the rest refuses it before validation.
fuzzAs('restorer');
