import { gstStateCode, gstinCheckCharacter, type GstSeller } from '@suvarna/contracts';
import { properties } from './properties';

/** The company that runs every Suvarna property: the seller on each tax invoice. */
export const legalEntity = {
  legalName: 'Suvarna Hotels & Resorts Private Limited',
  /** Its PAN: the middle of each of its GSTINs. */
  pan: 'AAKCS4821L',
  registeredOffice: 'Corporate Office, Connaught Place, New Delhi 110001',
} as const;

/**
 * The company's GST registration in each state where it has a property (sample GSTINs: the state code, the
 * PAN, entity 1, Z and the check character). A hotel's invoices are issued under its state's GSTIN.
 */
export const gstRegistrations: Readonly<Record<string, string>> = {
  Delhi: '07AAKCS4821L1Z0',
  Maharashtra: '27AAKCS4821L1ZY',
  Uttarakhand: '05AAKCS4821L1Z4',
  'Himachal Pradesh': '02AAKCS4821L1ZA',
  Assam: '18AAKCS4821L1ZX',
  Goa: '30AAKCS4821L1ZB',
  Rajasthan: '08AAKCS4821L1ZY',
  Kerala: '32AAKCS4821L1Z7',
  'Uttar Pradesh': '09AAKCS4821L1ZW',
  'Tamil Nadu': '33AAKCS4821L1Z5',
  Ladakh: '38AAKCS4821L1ZV',
  Meghalaya: '17AAKCS4821L1ZZ',
  'Arunachal Pradesh': '12AAKCS4821L1Z9',
  Manipur: '14AAKCS4821L1Z5',
  Nagaland: '13AAKCS4821L1Z7',
  Karnataka: '29AAKCS4821L1ZU',
  Sikkim: '11AAKCS4821L1ZB',
};

/**
 * The seller of a stay at a hotel: the company, under the GSTIN of the hotel's state. A state without a
 * listed registration (a hotel an admin added there) gets the company's GSTIN for that state's code; a place
 * that is no GST state (or none known: a booking made before hotels' states travelled with it) is supplied
 * from the hotel in the sample data, else from the registered office in Delhi.
 */
export function gstSellerFor(hotel: { id: string; name: string; state?: string | null; address?: string | null }): GstSeller {
  const sample = properties.find((p) => p.id === hotel.id);
  const state = hotel.state || sample?.state || '';
  const address = hotel.address || sample?.contact?.address || legalEntity.registeredOffice;
  const code = gstStateCode(state);
  if (!code) return { legalName: legalEntity.legalName, tradeName: hotel.name, address, state: 'Delhi', stateCode: '07', gstin: gstRegistrations.Delhi! };
  const first14 = `${code}${legalEntity.pan}1Z`;
  return { legalName: legalEntity.legalName, tradeName: hotel.name, address, state, stateCode: code, gstin: gstRegistrations[state] ?? `${first14}${gstinCheckCharacter(first14)}` };
}
