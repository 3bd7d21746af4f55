import { describe } from 'vitest';
import { describeEveryPageFor } from './fixture-pages';

describe('every fixture page for a vendor, in Chromium', () => describeEveryPageFor('vendor'));
