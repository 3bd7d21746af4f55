import { describe } from 'vitest';
import { describeEveryPageFor } from './fixture-pages';

describe('every fixture page for a couple, in Chromium', () => describeEveryPageFor('couple'));
