import { describe } from 'vitest';
import { describeSmokeIn } from './engines';

describe('the cross-engine smoke in Firefox', () => {
  describeSmokeIn('firefox');
});
