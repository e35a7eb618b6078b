import { describe, expect, it } from 'vitest';
import { hotelInputSchema, hotelSchema, INDIA_BOUNDS, minRoomPrice, partnerSchema, partnerTypes, teamMemberSchema } from '@suvarna/contracts';
import { findProperty, partners, properties, propertiesWithStatus, team } from './index';

describe('sample properties', () => {
  it('when the product starts, then it has 17 open, 5 pre-opening and 3 future properties with the spec ids', () => {
    expect(propertiesWithStatus('active').map((p) => p.id)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1)));
    expect(propertiesWithStatus('pre-opening').map((p) => p.id)).toEqual(['pre1', 'pre2', 'pre3', 'pre4', 'pre5']);
    expect(propertiesWithStatus('future').map((p) => p.id)).toEqual(['fut1', 'fut2', 'fut3']);
    for (const p of properties) expect(() => hotelSchema.parse(p)).not.toThrow();
  });

  it('when the map of India places the properties, then each has coordinates inside India that an admin could have typed', () => {
    for (const p of properties) {
      expect(p.coordinates, p.id).toBeDefined();
      const { lat, lng } = p.coordinates!;
      expect(lat >= INDIA_BOUNDS.minLat && lat <= INDIA_BOUNDS.maxLat && lng >= INDIA_BOUNDS.minLng && lng <= INDIA_BOUNDS.maxLng, p.id).toBe(true);
      expect(hotelInputSchema.parse({ ...p, coordinates: { lat: String(lat), lng: String(lng) } }).coordinates).toEqual(p.coordinates);
    }
    // Properties in one city are not placed on top of each other by a copy-paste slip.
    expect(new Set(properties.map((p) => `${p.coordinates!.lat},${p.coordinates!.lng}`)).size).toBe(properties.length);
  });

  it('when the properties are listed, then they are in the spec cities', () => {
    expect(propertiesWithStatus('active').map((p) => p.location)).toEqual([
      'Delhi', 'Mumbai', 'Dehradun', 'Mussoorie', 'Rishikesh', 'Almora', 'Shimla', 'Manali', 'Kaza',
      'Guwahati', 'Panaji', 'Jaipur', 'Alleppey', 'Varanasi', 'Agra', 'Pune', 'Ooty',
    ]);
    expect(propertiesWithStatus('pre-opening').map((p) => p.location)).toEqual(['Leh', 'Shillong', 'Itanagar', 'Imphal', 'Kohima']);
    expect(propertiesWithStatus('future').map((p) => [p.location, p.openingDate?.slice(0, 7)])).toEqual([
      ['Bangalore', '2026-12'],
      ['Udaipur', '2027-06'],
      ['Gangtok', '2027-01'],
    ]);
  });

  it('when pre-opening properties are shown, then they open between November 2025 and March 2026 with no rooms to book yet', () => {
    for (const p of propertiesWithStatus('pre-opening')) {
      expect(p.openingDate! >= '2025-11-01' && p.openingDate! <= '2026-03-31').toBe(true);
      expect(p.rooms.every((r) => r.available === 0)).toBe(true);
    }
  });

  it('when prices are shown, then every room costs about 10,000 to 45,000 rupees a night', () => {
    const prices = properties.flatMap((p) => p.rooms.map((r) => r.price));
    expect(Math.min(...prices)).toBe(10_000);
    expect(Math.max(...prices)).toBe(45_000);
  });

  it('when the property filters are built, then several types are shared so the type filter narrows the list', () => {
    const counts = new Map<string, number>();
    for (const p of properties) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(5);
  });

  it('when future properties are shown, then they have no rating yet, their key innovations and a timeline', () => {
    for (const p of propertiesWithStatus('future')) {
      expect(p.rating).toBe(0);
      expect(p.features.length).toBeGreaterThan(0);
      expect(p.projectTimeline?.length).toBeGreaterThan(0);
    }
  });

  it('when properties are looked up, then the lookup and the lowest room price work', () => {
    expect(findProperty('12')?.location).toBe('Jaipur');
    expect(findProperty('nope')).toBeUndefined();
    expect(minRoomPrice(findProperty('1')!)).toBe(12_000);
    expect(minRoomPrice({ rooms: [] })).toBe(0);
  });
});

describe('team and partners', () => {
  it('when the leadership page is shown, then every member is valid and one has no photo', () => {
    for (const m of team) expect(() => teamMemberSchema.parse(m)).not.toThrow();
    expect(team.filter((m) => m.image === '')).toHaveLength(1);
    const states = new Set(properties.map((p) => p.state));
    expect(team.every((m) => m.region === 'National' || states.has(m.region))).toBe(true);
  });

  it('when the partners page is shown, then every partner is valid and has one of the known types', () => {
    for (const p of partners) expect(() => partnerSchema.parse(p)).not.toThrow();
    for (const p of partners) expect(partnerTypes).toContain(p.type);
    expect(new Set(partners.map((p) => p.type)).size).toBe(partnerTypes.length);
  });
});
