import { describe } from 'vitest';
import { describeEveryPageFor } from './fixture-pages';

describe('every fixture page for a visitor, in Chromium', () => describeEveryPageFor('visitor'));
