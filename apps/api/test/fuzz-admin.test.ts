import { fuzzAs } from './fuzz-harness';

fuzzAs('admin');
