import type { Hotel, HotelStatus } from '@suvarna/contracts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Container } from '../ui/container';
import { SectionHeading } from '../ui/section-heading';
import { MAP_HEIGHT, MAP_WIDTH, project, spreadPins } from './map-layout';
import styles from './properties-map.module.css';

/** The outline of India's states: its own chunk, fetched when a map is first drawn (about 60 KB compressed). */
type Outline = { locations: { id: string; name: string; path: string }[] };
let outline: Promise<Outline> | undefined;
const loadOutline = () => (outline ??= import('@svg-maps/india').then((m) => m.default as Outline));

export const mapStatusLabels: Record<HotelStatus, string> = {
  active: 'Open',
  'pre-opening': 'Pre-opening',
  future: 'Future project',
  inactive: 'Bookings paused',
};
const statusOrder: HotelStatus[] = ['active', 'pre-opening', 'future', 'inactive'];

/** Pins are drawn this many CSS pixels across, at least this far apart (WCAG 2.2's 24 px target spacing). */
const PIN_PX = 16;
const GAP_PX = 27;
/** Until the map is measured: its width on a laptop. */
const ASSUMED_WIDTH_PX = 520;

export interface PropertiesMapProps {
  hotels: readonly Hotel[];
  eyebrow?: string;
  title?: string;
  description?: string;
  className?: string;
}

/**
 * A map of India with a pin per property, coloured (and shaped) by status. Each pin is a link to the hotel,
 * named by the hotel, its town and status, reached with Tab like any link; hovering or focusing one names it
 * under the map. Pins too close to tell apart are moved apart, a line joining each to its place.
 */
export function PropertiesMap({ hotels, eyebrow = 'Find Us Across India', title = 'Our Hotels on the Map', description, className }: PropertiesMapProps) {
  const headingId = useId();
  const legendId = useId();
  const navigate = useNavigate();
  const frameRef = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState(ASSUMED_WIDTH_PX);
  const [states, setStates] = useState<Outline['locations']>([]);
  const [named, setNamed] = useState<Hotel | null>(null);

  useEffect(() => {
    let live = true;
    loadOutline()
      .then((map) => {
        if (live) setStates(map.locations);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width;
      if (width) setWidthPx(Math.round(width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const placed = useMemo(() => hotels.filter((h): h is Hotel & { coordinates: NonNullable<Hotel['coordinates']> } => Boolean(h.coordinates)), [hotels]);
  const unitsPerPx = MAP_WIDTH / widthPx;
  const pins = useMemo(() => {
    const byId = new Map(placed.map((h) => [h.id, h]));
    return spreadPins(
      placed.map((h) => ({ id: h.id, ...project(h.coordinates) })),
      GAP_PX * unitsPerPx,
    ).map((pin) => ({ ...pin, hotel: byId.get(pin.id)! }));
  }, [placed, unitsPerPx]);
  const counts = statusOrder.map((status) => ({ status, count: placed.filter((h) => h.status === status).length })).filter((c) => c.count > 0);
  const r = (PIN_PX / 2) * unitsPerPx;

  const follow = (event: MouseEvent<Element>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(`/hotels/${encodeURIComponent(id)}`);
  };

  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={headingId}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} id={headingId} description={description ?? `${placed.length} properties across India: open hotels to book now, and those opening soon.`} />
        <div className={styles.layout}>
          <div ref={frameRef} className={styles.frame}>
            <svg className={styles.map} viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="group" aria-labelledby={headingId} aria-describedby={legendId}>
              <g aria-hidden="true" className={styles.states}>
                {states.map((state) => (
                  <path key={state.id} d={state.path} />
                ))}
              </g>
              <g aria-hidden="true" className={styles.leaders}>
                {pins.map((pin) =>
                  Math.hypot(pin.x - pin.anchor.x, pin.y - pin.anchor.y) > r ? (
                    <g key={pin.id}>
                      <line x1={pin.anchor.x} y1={pin.anchor.y} x2={pin.x} y2={pin.y} strokeWidth={1.2 * unitsPerPx} />
                      <circle cx={pin.anchor.x} cy={pin.anchor.y} r={2 * unitsPerPx} />
                    </g>
                  ) : null,
                )}
              </g>
              {pins.map((pin) => (
                <a
                  key={pin.id}
                  href={`/hotels/${encodeURIComponent(pin.id)}`}
                  aria-label={`${pin.hotel.name}, ${pin.hotel.location}, ${pin.hotel.state}: ${mapStatusLabels[pin.hotel.status]}`}
                  className={`${styles.pin} ${styles[statusClass(pin.hotel.status)]}`}
                  data-status={pin.hotel.status}
                  onClick={(event) => follow(event, pin.id)}
                  onMouseEnter={() => setNamed(pin.hotel)}
                  onFocus={() => setNamed(pin.hotel)}
                  onMouseLeave={() => setNamed((current) => (current === pin.hotel ? null : current))}
                  onBlur={() => setNamed((current) => (current === pin.hotel ? null : current))}
                >
                  <PinShape status={pin.hotel.status} x={pin.x} y={pin.y} r={r} strokeWidth={2 * unitsPerPx} />
                </a>
              ))}
            </svg>
          </div>
          <div className={styles.side}>
            <ul id={legendId} className={styles.legend} aria-label="Key">
              {counts.map(({ status, count }) => (
                <li key={status}>
                  <svg viewBox="-10 -10 20 20" className={`${styles.legendPin} ${styles[statusClass(status)]}`} aria-hidden="true">
                    <PinShape status={status} x={0} y={0} r={7} strokeWidth={2} />
                  </svg>
                  <span>
                    {mapStatusLabels[status]}: {count} {count === 1 ? 'property' : 'properties'}
                  </span>
                </li>
              ))}
            </ul>
            <p className={styles.named} aria-hidden="true">
              {named ? (
                <>
                  <strong>{named.name}</strong>
                  <span>
                    {named.location}, {named.state} · {mapStatusLabels[named.status]}
                  </span>
                </>
              ) : (
                <span>Point to or tab onto a pin to see the hotel; press it to open its page.</span>
              )}
            </p>
            <p className={styles.credit}>Map outline: @svg-maps/india by Victor Cazanave, CC BY 4.0.</p>
          </div>
        </div>
      </Container>
    </section>
  );
}

function statusClass(status: HotelStatus) {
  return status === 'pre-opening' ? 'preOpening' : status;
}

/** A circle for open hotels, a diamond for pre-opening, a square for the rest: the shape tells as well as the colour. */
function PinShape({ status, x, y, r, strokeWidth }: { status: HotelStatus; x: number; y: number; r: number; strokeWidth: number }) {
  if (status === 'active') return <circle cx={x} cy={y} r={r} strokeWidth={strokeWidth} />;
  if (status === 'pre-opening') {
    const d = r * 1.25;
    return <path d={`M ${x} ${y - d} L ${x + d} ${y} L ${x} ${y + d} L ${x - d} ${y} Z`} strokeWidth={strokeWidth} />;
  }
  const s = r * 0.9;
  return <rect x={x - s} y={y - s} width={2 * s} height={2 * s} strokeWidth={strokeWidth} />;
}
