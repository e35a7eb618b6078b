import { formatRupees, paiseToRupees, TAX_RATE_PERCENT, type StayPrice } from '@suvarna/contracts';
import styles from './price-summary.module.css';

export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/**
 * The stay's price as the server computes it (priceStay from contracts): each room type's nights × rooms × rate,
 * the room total, taxes and fees at 12 % and the total in rupees with Indian grouping.
 */
export function PriceSummary({ price, label = 'Price summary' }: { price: StayPrice; label?: string | null }) {
  // null: the summary sits in a section that already names it (a second landmark of the same name would confuse).
  const Element = label === null ? 'div' : 'section';
  return (
    <Element className={styles.summary} aria-label={label ?? undefined}>
      {price.lines.length === 0 ? (
        <p className={styles.empty}>Choose your rooms to see the price of your stay.</p>
      ) : (
        <ul className={styles.lines}>
          {price.lines.map((line) => (
            <li key={line.type} className={styles.line}>
              <span>
                <span className={styles.lineTitle}>{line.type}</span>
                <span className={styles.lineMath}>
                  {line.quantity} × {rupees(line.pricePaise)} × {nightsText(line.nights)}
                </span>
              </span>
              <span className={styles.lineAmount}>{rupees(line.amountPaise)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>Room total</dt>
          <dd data-testid="room-total">{rupees(price.roomTotalPaise)}</dd>
        </div>
        <div>
          <dt>Taxes &amp; fees ({TAX_RATE_PERCENT}%)</dt>
          <dd data-testid="taxes">{rupees(price.taxesPaise)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd data-testid="total">{rupees(price.totalPaise)}</dd>
        </div>
      </dl>
    </Element>
  );
}
