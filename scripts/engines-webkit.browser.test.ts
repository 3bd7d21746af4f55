import { describe } from 'vitest';
import { describeSmokeIn } from './engines';

describe('the cross-engine smoke in WebKit, Safari’s engine', () => {
  describeSmokeIn('webkit');
});
