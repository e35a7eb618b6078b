import { describe, expect, it } from 'vitest';
import { gstinProblem, gstStateCode } from '@suvarna/contracts';
import { gstRegistrations, gstSellerFor, legalEntity, properties } from './index';

describe('GST registrations', () => {
  it('when a property sells a stay, then its state has a GSTIN of the right form whose check character and state code hold', () => {
    for (const p of properties) {
      const gstin = gstRegistrations[p.state];
      expect(gstin, p.state).toBeDefined();
      expect(gstinProblem(gstin!), gstin).toBeUndefined();
      expect(gstin!.slice(0, 2)).toBe(gstStateCode(p.state));
      expect(gstin!.slice(2, 12)).toBe(legalEntity.pan);
    }
  });

  it('when the seller of a stay is named, then it is the company under the hotel state’s GSTIN, at the hotel’s address', () => {
    expect(gstSellerFor({ id: '2', name: 'Suvarna Marine Drive Mumbai', state: 'Maharashtra', address: 'Marine Drive, Churchgate, Mumbai 400020' })).toEqual({
      legalName: 'Suvarna Hotels & Resorts Private Limited',
      tradeName: 'Suvarna Marine Drive Mumbai',
      address: 'Marine Drive, Churchgate, Mumbai 400020',
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAKCS4821L1ZY',
    });
    // A booking whose event did not carry the hotel's state: the sample hotel's.
    expect(gstSellerFor({ id: '13', name: 'Alleppey' }).gstin).toBe(gstRegistrations.Kerala);
    // A state with no listed registration: the company's GSTIN for its code, still valid.
    const bengal = gstSellerFor({ id: 'new-1', name: 'Suvarna Kolkata', state: 'West Bengal', address: 'Park Street' });
    expect(bengal.gstin.slice(0, 2)).toBe('19');
    expect(gstinProblem(bengal.gstin)).toBeUndefined();
  });
});
