/*
 * The GST rate on a hotel stay, the one rule the prices (priceStay) and the tax invoice (buildTaxDocument)
 * both apply.
 */

/**
 * GST on a room by its tariff for one night (paise), as slabs from the lowest tariff up: the first slab whose
 * `upToPaise` is at or above the tariff (null = no upper bound) gives the rate. The spec prices every stay at
 * 12 % ("Taxes & fees (12%)"), so there is one slab; a change of law adds rows here and nothing else.
 */
export const GST_SLABS: readonly { upToPaise: number | null; ratePercent: number }[] = [{ upToPaise: null, ratePercent: 12 }];

/** The GST rate (percent) on one room-night at this tariff. */
export function gstRatePercent(nightlyTariffPaise: number): number {
  const slab = GST_SLABS.find((s) => s.upToPaise === null || nightlyTariffPaise <= s.upToPaise) ?? GST_SLABS[GST_SLABS.length - 1]!;
  return slab.ratePercent;
}
