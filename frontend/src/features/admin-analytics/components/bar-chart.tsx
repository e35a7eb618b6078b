import { useId } from 'react';
import { cx } from '../../../lib/class-names';
import { niceMax } from '../analytics-figures';
import styles from './bar-chart.module.css';

export interface ChartSeries {
  key: string;
  name: string;
  tone: 'gold' | 'midnight' | 'sand';
}

export interface ChartRow {
  key: string;
  /** Short label under the bar. */
  label: string;
  /** Full label in the table and the text alternative. */
  longLabel: string;
  values: Record<string, number>;
}

export interface BarChartProps {
  title: string;
  description: string;
  /** Heading for the first column of the table (e.g. Month). */
  rowHeading: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  format: (value: number) => string;
  /** Compact axis labels, e.g. ₹1.2L. */
  formatAxis?: (value: number) => string;
  orientation?: 'columns' | 'bars';
  /** The largest value the axis shows (e.g. 1 for rates); else rounded up from the data. */
  max?: number;
}

/**
 * A bar chart drawn with CSS from the data, with a text alternative: the figure is described by a sentence,
 * and the same figures are one click away as a table (spec: charts with text alternatives).
 */
export function BarChart({ title, description, rowHeading, series, rows, format, formatAxis = format, orientation = 'columns', max }: BarChartProps) {
  const id = useId();
  const largest = Math.max(0, ...rows.flatMap((row) => series.map((s) => row.values[s.key] ?? 0)));
  const top = max ?? niceMax(largest);
  const ticks = [top, top * 0.75, top * 0.5, top * 0.25, 0];
  const share = (value: number) => `${Math.min(100, (value / top) * 100)}%`;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.caption}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
      </figcaption>

      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={cx(styles.swatch, styles[s.tone])} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}

      {orientation === 'columns' ? (
        <div className={styles.columnsChart} aria-hidden="true">
          <div className={styles.axis}>
            {ticks.map((tick) => (
              <span key={tick}>{formatAxis(tick)}</span>
            ))}
          </div>
          <div className={styles.plot} style={{ gridTemplateColumns: `repeat(${rows.length}, minmax(0, 1fr))` }}>
            {rows.map((row) => (
              <div key={row.key} className={styles.slot}>
                <div className={styles.stack}>
                  {series.map((s) => (
                    <span key={s.key} className={cx(styles.column, styles[s.tone])} style={{ height: share(row.values[s.key] ?? 0) }} title={`${row.longLabel}: ${s.name} ${format(row.values[s.key] ?? 0)}`} />
                  ))}
                </div>
                <span className={styles.slotLabel}>{row.label}</span>
              </div>
            ))}
          </div>
        </div>
      ) : (
        <ul className={styles.barsChart} aria-hidden="true">
          {rows.map((row) => (
            <li key={row.key} className={styles.barRow}>
              <span className={styles.barLabel}>{row.label}</span>
              <span className={styles.track}>
                {series.map((s) => (
                  <span key={s.key} className={cx(styles.bar, styles[s.tone])} style={{ width: share(row.values[s.key] ?? 0) }} />
                ))}
              </span>
              <span className={styles.barValue}>{format(row.values[series[0]!.key] ?? 0)}</span>
            </li>
          ))}
        </ul>
      )}

      <details className={styles.details}>
        <summary>Show the figures as a table</summary>
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption className={styles.hidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeading}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.longLabel}</th>
                  {series.map((s) => (
                    <td key={s.key}>{format(row.values[s.key] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
