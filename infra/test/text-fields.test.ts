import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningSite } from '../dev/site';
import { startTestSite, type TestSite } from '../testing';

/*
 * The text rule on every string field of every endpoint, through the gateway of the whole site: a NUL,
 * another control character, an unpaired surrogate and a far too long value each get 400 with a
 * detail naming the field, never a 5xx. A service that adds an endpoint adds a row to `endpoints`.
 */

type Caller = 'anyone' | 'guest' | 'admin';

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  caller: Caller;
  /** A body that the endpoint accepts; each field below is spoiled in turn, the rest left valid. */
  body?: Record<string, unknown>;
  /** Body fields ('rooms.0.type' reaches into lists and objects) and the name the detail must use. */
  fields?: Record<string, string>;
  /** Query parameters that are valid together, and the name each one's detail must use. */
  query?: Record<string, string>;
  queryFields?: Record<string, string>;
}

const hotel = {
  name: 'Suvarna Lakeview Nainital',
  type: 'Mountain Resort',
  location: 'Nainital',
  state: 'Uttarakhand',
  description: 'Lake views.',
  rating: '4.5',
  images: ['/images/hotels/nainital-1.svg'],
  amenities: ['Spa'],
  features: ['Boat house'],
  rooms: [{ type: 'Lake Room', price: '12000', capacity: '2', available: '5', description: 'Facing the lake.' }],
  status: 'pre-opening',
  openingDate: '2027-04-01',
  contact: { phone: '+91 5942 123 456', email: 'nainital@suvarnahotels.in', address: 'Mall Road' },
  projectTimeline: [{ phase: 'Construction', date: '2026 Q3', description: 'Foundations.' }],
};

const hotelFields = {
  name: 'Name',
  type: 'Type',
  location: 'Location',
  state: 'State',
  description: 'Description',
  rating: 'Rating',
  'images.0': 'image',
  'amenities.0': 'Amenities',
  'features.0': 'Features',
  'rooms.0.type': 'Room type',
  'rooms.0.price': 'Room price',
  'rooms.0.capacity': 'Room capacity',
  'rooms.0.available': 'Available rooms',
  'rooms.0.description': 'Room description',
  status: 'Status',
  openingDate: 'Opening date',
  'contact.phone': 'Contact phone',
  'contact.email': 'Contact email',
  'contact.address': 'Contact address',
  'projectTimeline.0.phase': 'Timeline phase',
  'projectTimeline.0.date': 'Timeline date',
  'projectTimeline.0.description': 'Timeline description',
};

/** A stay that starts next month, so that dates are never in the past. */
const stayDay = (offset: number) => new Date(Date.now() + (30 + offset) * 86_400_000).toISOString().slice(0, 10);
const stay = { check_in: stayDay(0), check_out: stayDay(2) };

const booking = {
  hotel_id: '1',
  ...stay,
  rooms: [{ type: 'Deluxe Room', quantity: 1 }],
  guest_info: { name: 'Meera Krishnan', email: 'meera@example.com', phone: '+91 98765 43210', address: 'MG Road, Bengaluru' },
  special_requests: 'A quiet room, please.',
  total_amount: 1,
  guests: 2,
};

/** Every endpoint that reads text from a client. */
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    caller: 'anyone',
    body: { full_name: 'Meera Krishnan', email: 'text.rule@example.com', phone: '+91 98765 43210', password: 'Lotus#Garden42' },
    fields: { full_name: 'Full name', email: 'Email', phone: 'Phone', password: 'Password' },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    caller: 'anyone',
    body: { email: 'guest@suvarnahotels.in', password: 'Guest@123' },
    fields: { email: 'Email', password: 'Password' },
  },
  {
    method: 'PUT',
    path: '/api/auth/me',
    caller: 'guest',
    body: { full_name: 'Kabir Malhotra', phone: '+91 98111 22334', current_password: 'Guest@123', new_password: 'Lotus#Garden42' },
    fields: { full_name: 'Full name', phone: 'Phone', current_password: 'Current password', new_password: 'Password' },
  },
  { method: 'GET', path: '/api/hotels', caller: 'anyone', query: { status: 'active' }, queryFields: { status: 'Status' } },
  {
    method: 'POST',
    path: '/api/reviews/submit',
    caller: 'guest',
    body: { hotel_id: '2', rating: '5', comment: 'Sea breeze and perfect service.', stay_date: '2025-01-10' },
    fields: { hotel_id: 'Hotel', rating: 'Rating', comment: 'Comment', stay_date: 'Stay date' },
  },
  { method: 'POST', path: '/api/admin/hotels', caller: 'admin', body: hotel, fields: hotelFields },
  { method: 'PUT', path: '/api/admin/hotels/1', caller: 'admin', body: hotel, fields: hotelFields },
  {
    method: 'POST',
    path: '/api/contact',
    caller: 'anyone',
    body: { name: 'Priya Sharma', email: 'priya@example.com', phone: '+91 98765 43210', subject: 'Anniversary', message: 'A lake-view suite, please.', type: 'booking' },
    fields: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message', type: 'Type' },
  },
  {
    method: 'POST',
    path: '/api/bookings/create',
    caller: 'guest',
    body: booking,
    fields: {
      hotel_id: 'Hotel',
      check_in: 'Dates',
      check_out: 'Dates',
      'rooms.0.type': 'Room type',
      'guest_info.name': 'Guest name',
      'guest_info.email': 'Guest email',
      'guest_info.phone': 'Guest phone',
      'guest_info.address': 'Guest address',
      special_requests: 'Special requests',
    },
  },
  {
    method: 'GET',
    path: '/api/bookings/availability',
    caller: 'anyone',
    query: { hotel_id: '1', ...stay },
    queryFields: { hotel_id: 'hotel_id', check_in: 'check_in', check_out: 'check_out' },
  },
  {
    method: 'GET',
    path: '/api/bookings/availability/search',
    caller: 'anyone',
    query: { ...stay, guests: '2' },
    queryFields: { check_in: 'check_in', check_out: 'check_out', guests: 'Guests' },
  },
  { method: 'GET', path: '/api/admin/bookings', caller: 'admin', query: { q: 'Meera', status: 'all' }, queryFields: { q: 'Search', status: 'Status' } },
  { method: 'GET', path: '/api/admin/bookings/inventory-warnings', caller: 'admin', query: { hotel_id: '1' }, queryFields: { hotel_id: 'hotel_id' } },
  {
    method: 'POST',
    path: '/api/admin/bookings/inventory-check',
    caller: 'admin',
    body: { hotel_id: '1', rooms: [{ type: 'Deluxe Room', available: 5 }] },
    fields: { hotel_id: 'Hotel', 'rooms.0.type': 'Room type' },
  },
  { method: 'POST', path: '/api/admin/bookings/1/cancel', caller: 'admin', body: { reason: 'Hotel closed for repairs.' }, fields: { reason: 'Reason' } },
  { method: 'POST', path: '/api/payments/create-checkout-session', caller: 'guest', body: { booking_id: '1' }, fields: { booking_id: 'booking_id' } },
  { method: 'POST', path: '/api/payments/abandon-checkout', caller: 'guest', body: { booking_id: '1' }, fields: { booking_id: 'booking_id' } },
  {
    method: 'GET',
    path: '/api/applications/enhanced/admin/all',
    caller: 'admin',
    query: { status: 'submitted', department: 'Engineering' },
    queryFields: { status: 'status', department: 'Department' },
  },
  {
    method: 'PUT',
    path: '/api/applications/enhanced/update-status',
    caller: 'admin',
    body: { application_id: 'APP-2026-999999', status: 'rejected', update_reason: 'Application rejected', rejection_reason: 'Role filled' },
    fields: { application_id: 'application_id', status: 'Status', update_reason: 'Update reason', rejection_reason: 'Rejection reason' },
  },
  {
    method: 'POST',
    path: '/api/applications/enhanced/add-note',
    caller: 'admin',
    body: { application_id: 'APP-2026-999999', note: 'Strong candidate.', is_internal: true },
    fields: { application_id: 'application_id', note: 'Note' },
  },
  {
    method: 'POST',
    path: '/api/applications/enhanced/schedule-interview',
    caller: 'admin',
    body: { application_id: 'APP-2026-999999', scheduled_date: '2099-01-01T10:00:00+05:30', interview_type: 'video', location: 'Pune', meeting_link: 'https://meet.example.com/x' },
    fields: { application_id: 'application_id', scheduled_date: 'Interview date', interview_type: 'Interview type', location: 'Location', meeting_link: 'Meeting link' },
  },
  { method: 'POST', path: '/api/applications/enhanced/claim', caller: 'guest', body: { token: 'a-one-time-link-token' }, fields: { token: 'Link' } },
  { method: 'POST', path: '/api/ai/recommendations', caller: 'anyone', body: { message: 'A hill retreat under ₹15,000 for two' }, fields: { message: 'Message' } },
  { method: 'POST', path: '/api/ai/concierge', caller: 'anyone', body: { message: 'What time is check-in?' }, fields: { message: 'Message' } },
];

/** The multipart job application: its text fields, spoiled one at a time. */
const applicationFields: Record<string, [label: string, valid: string]> = {
  position_title: ['Position', 'Software Engineer'],
  department: ['Department', 'Engineering'],
  city: ['City', 'Pune'],
  full_name: ['Full name', 'Meera Nair'],
  email: ['Email', 'meera.text@example.com'],
  phone: ['Phone', '+91 98765 43210'],
  experience_years: ['Experience', '4'],
  cover_letter: ['Cover letter', 'I would love to join.'],
};
const tinyPdf = '%PDF-1.4\n%%EOF\n';

/** Path parameters that name a record: a bad one is an unknown record (4xx), never a 5xx. */
const pathsWithIds: { method: Endpoint['method']; path: (id: string) => string; caller: Caller }[] = [
  { method: 'GET', path: (id) => `/api/hotels/${id}`, caller: 'anyone' },
  { method: 'GET', path: (id) => `/api/reviews/hotel/${id}`, caller: 'anyone' },
  { method: 'GET', path: (id) => `/api/admin/hotels/${id}`, caller: 'admin' },
  { method: 'DELETE', path: (id) => `/api/admin/hotels/${id}`, caller: 'admin' },
  { method: 'GET', path: (id) => `/api/bookings/${id}`, caller: 'guest' },
  { method: 'POST', path: (id) => `/api/bookings/${id}/cancel`, caller: 'guest' },
  { method: 'PATCH', path: (id) => `/api/admin/bookings/${id}/status`, caller: 'admin' },
  { method: 'POST', path: (id) => `/api/admin/bookings/${id}/cancel`, caller: 'admin' },
  { method: 'GET', path: (id) => `/api/payments/checkout-status/${id}`, caller: 'guest' },
  { method: 'GET', path: (id) => `/api/applications/enhanced/department/${id}`, caller: 'admin' },
  { method: 'GET', path: (id) => `/api/applications/enhanced/resume/${id}`, caller: 'admin' },
  { method: 'POST', path: (id) => `/api/applications/enhanced/${id}/withdraw`, caller: 'guest' },
  { method: 'DELETE', path: (id) => `/api/applications/enhanced/${id}`, caller: 'guest' },
];

const badValues: [string, string][] = [
  ['a NUL', 'Asha\u0000Rao'],
  ['a bell control character', 'Asha\u0007Rao'],
  ['an escape sequence', '\u001B[2JAsha'],
  ['an unpaired surrogate', 'Asha\uD83DRao'],
  ['20,000 characters', 'x'.repeat(20_000)],
];
/** In a URL a value has less room: Node refuses a head over 16 KB before any route sees it. */
const badUrlValues = badValues.map(([what, value]): [string, string] => (value.length > 2000 ? ['2,000 characters', value.slice(0, 2000)] : [what, value]));
/**
 * A query string cannot carry an unpaired surrogate at all: URLSearchParams (like a browser) sends U+FFFD in its
 * place, an ordinary character. Query fields are spoiled with the rest.
 */
const badQueryValues = badUrlValues.filter(([what]) => what !== 'an unpaired surrogate');

let testSite: TestSite;
let site: RunningSite;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), {
    RATE_LIMIT_PER_MINUTE: '0',
    // Every request here comes from one address: the limits are tested where they are owned.
    REGISTER_MAX_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    CONTACT_MAX_PER_ADDRESS: '100000',
  });
  site = testSite.site;
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${site.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  tokens.guest = await signIn('guest@suvarnahotels.in', 'Guest@123');
  tokens.admin = await signIn('admin@suvarnahotels.in', 'Admin@123');
});

afterAll(async () => {
  await testSite?.close();
});

function withValue(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function call(method: string, path: string, caller: Caller, body?: unknown) {
  const token = tokens[caller];
  return fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const cases = endpoints.flatMap((endpoint) => [
  ...Object.entries(endpoint.fields ?? {}).map(([field, label]) => ({ endpoint, where: 'body' as const, field, label })),
  ...Object.entries(endpoint.queryFields ?? {}).map(([field, label]) => ({ endpoint, where: 'query' as const, field, label })),
]);

describe('the text rule on every string field', () => {
  it.each(cases.map((c) => [`${c.endpoint.method} ${c.endpoint.path} ${c.where} ${c.field}`, c] as const))(
    'when %s holds a NUL, a control character, an unpaired surrogate or too many characters, then 400 names the field',
    async (_title, { endpoint, where, field, label }) => {
      for (const [what, value] of where === 'body' ? badValues : badQueryValues) {
        let res: Response;
        if (where === 'body') {
          res = await call(endpoint.method, endpoint.path, endpoint.caller, withValue(endpoint.body ?? {}, field, value));
        } else {
          const query = new URLSearchParams({ ...endpoint.query, [field]: value });
          res = await call(endpoint.method, `${endpoint.path}?${query.toString()}`, endpoint.caller);
        }
        const body = (await res.json()) as { detail: string; code: string };
        expect(res.status, `${what}: ${JSON.stringify(body)}`).toBe(400);
        expect(body.detail.toLowerCase(), what).toContain(label.toLowerCase());
      }
    },
  );

  it.each(pathsWithIds.map((p) => [`${p.method} ${p.path(':id')}`, p] as const))(
    'when the id in %s holds a NUL, a control character, an unpaired surrogate or too many characters, then a 4xx with a detail, never a 5xx',
    async (_title, { method, path, caller }) => {
      for (const [what, value] of badUrlValues) {
        // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes its CESU-8 form would have.
        const encoded = value.split('\uD83D').map(encodeURIComponent).join('%ED%A0%BD');
        const res = await call(method, path(encoded), caller);
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(await res.json(), what).toMatchObject({ detail: expect.any(String) });
      }
    },
  );

  it.each(Object.entries(applicationFields))(
    'when the job application field %s holds a NUL, a control character or too many characters, then 400 names the field',
    async (field, [label]) => {
      // An unpaired surrogate cannot travel in a UTF-8 multipart form: the client's encoder replaces it.
      for (const [what, value] of badValues.filter(([w]) => w !== 'an unpaired surrogate')) {
        const form = new FormData();
        for (const [name, [, valid]] of Object.entries(applicationFields)) form.append(name, name === field ? value : valid);
        form.append('consent', 'true');
        form.append('resume', new Blob([tinyPdf], { type: 'application/pdf' }), 'resume.pdf');
        const res = await fetch(`${site.url}/api/applications/enhanced/submit`, { method: 'POST', body: form });
        const body = (await res.json()) as { detail: string };
        expect(res.status, `${what}: ${JSON.stringify(body)}`).toBe(400);
        expect(body.detail.toLowerCase(), what).toContain(label.toLowerCase());
      }
    },
  );
});
