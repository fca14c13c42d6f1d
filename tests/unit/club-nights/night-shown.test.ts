import { describe, expect, it } from 'vitest';
import { complementOf } from '../../../src/client/features/club-nights/admin/night-shown';

describe('typing one side of a points match', () => {
  it('fills the other so the two add up to the points per match', () => {
    expect(complementOf('13', 24)).toBe('11');
    expect(complementOf('0', 24)).toBe('24');
    expect(complementOf('24', 24)).toBe('0');
    expect(complementOf('20', 32)).toBe('12');
  });
  it('leaves the other empty for anything that cannot be a side of the match', () => {
    expect(complementOf('', 24)).toBe('');
    expect(complementOf('25', 24)).toBe('');
    expect(complementOf('1.5', 24)).toBe('');
  });
});
