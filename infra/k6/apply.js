// k6 load script: applicants sending an application with a small PDF resume, at a constant arrival rate.
//   k6 run infra/k6/apply.js    (BASE_URL, default http://localhost:8001)
// Each application acknowledges by e-mail and notifies the talent team (the mail catcher fills up). The
// gateway limits requests per address (RATE_LIMIT_PER_MINUTE=0 for a run from one machine), and careers the
// applications without an account whose acknowledgement goes to an unverified address (raise
// UNVERIFIED_MAIL_MAX_PER_ADDRESS and UNVERIFIED_MAIL_MAX_PER_RECIPIENT for a run).
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';

const BASE = __ENV.BASE_URL || 'http://localhost:8001';
const RATE = Number(__ENV.RATE || 5);
// The smallest valid PDF: the careers service checks a resume by its content, not its name.
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export const options = {
  scenarios: {
    apply: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: Math.max(5, RATE * 2),
      maxVUs: RATE * 10,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:apply}': ['p(95)<800', 'p(99)<1500'],
  },
};

export default function () {
  const n = exec.scenario.iterationInTest;
  const res = http.post(
    `${BASE}/api/applications/enhanced/submit`,
    {
      position_title: 'Front Office Associate',
      department: 'Front Office',
      city: 'Pune',
      full_name: `Load Applicant ${n}`,
      email: `k6-apply-${n}-${Date.now()}@example.com`,
      phone: '',
      experience_years: '3',
      cover_letter: 'Applying through a load test.',
      consent: 'true',
      resume: http.file(PDF, 'resume.pdf', 'application/pdf'),
    },
    { tags: { name: 'apply' } },
  );
  check(res, {
    'application 201': (r) => r.status === 201,
    'application id': (r) => r.status === 201 && typeof r.json('application_id') === 'string',
  });
}
