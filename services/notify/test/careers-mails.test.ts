import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatusChanged, ApplicationSubmitted } from '@suvarna/contracts';
import { withTransaction, type EventBus, type RunningService } from '@suvarna/platform';
import type { MailCatcher } from '@suvarna/infra/testing';
import type { NotifyConfig } from '../src/config';
import { startNotifyKit, type NotifyTestKit } from './notify-test-kit';

let kit: NotifyTestKit;
let mail: MailCatcher;
let service: RunningService<NotifyConfig>;
let careersBus: EventBus;

beforeAll(async () => {
  kit = await startNotifyKit({ env: { CAREERS_EMAIL: 'talent@suvarna.example' } });
  ({ mail, service } = kit);
  careersBus = await kit.standIn('careers');
});

afterAll(() => kit?.close());

let n = 0;
const publish = (type: string, key: string, data: Record<string, unknown>) => withTransaction(service.deps.pool, (client) => careersBus.publish(client, { type, key, data }));

const inbox = (address: string, count: number) => kit.inbox(address, count);

function submitted(): ApplicationSubmitted {
  n++;
  return {
    id: `3f1e2d3c-4b5a-4c6d-8e7f-00000000000${n}`,
    applicationId: `APP-2026-00010${n}`,
    fullName: 'Meera <b>Nair</b>',
    email: `meera${n}@example.com`,
    positionTitle: 'Senior Software Engineer',
    department: 'Engineering',
    city: 'Pune',
    experienceYears: 6,
    submittedAt: new Date().toISOString(),
    claimToken: 'tok_123-abc',
  };
}
const changed = (a: ApplicationSubmitted, overrides: Partial<ApplicationStatusChanged>): ApplicationStatusChanged => ({
  id: a.id,
  applicationId: a.applicationId,
  fullName: a.fullName,
  email: a.email,
  positionTitle: a.positionTitle,
  department: a.department,
  previousStatus: 'submitted',
  status: 'under_review',
  updateReason: 'Moved to review by HR',
  rejectionReason: null,
  changedAt: new Date().toISOString(),
  interview: null,
  ...overrides,
});

describe('careers e-mails', () => {
  it('when an application is submitted, the applicant is promised an answer within 48 hours and HR gets a notice for the department', async () => {
    const a = submitted();
    await publish('application.submitted', a.id, a);
    const [ack] = await inbox(a.email, 1);
    expect(ack!.subject).toBe(`We received your application — ${a.applicationId}`);
    expect(ack!.text).toContain('within 48 hours');
    expect(ack!.text).toContain('Department: Engineering');
    expect(ack!.text).toContain('https://suvarna.example/applicant-dashboard?claim=tok_123-abc');
    // The address is not verified: nothing the applicant typed comes back to it.
    for (const typed of ['Meera', 'Senior Software Engineer', 'Pune']) expect(`${ack!.subject}${ack!.text}${ack!.html}`).not.toContain(typed);
    const hr = (await inbox('talent@suvarna.example', n)).find((m) => m.subject.includes(a.applicationId));
    expect(hr!.subject).toBe(`New application for Engineering: Senior Software Engineer — ${a.applicationId}`);
    expect(hr!.text).toContain(a.email);
  });

  it('when the applicant\'s address is verified, then the acknowledgement greets them by name and names the position', async () => {
    const a = submitted();
    await service.deps.pool.query('INSERT INTO verified_addresses (email, verified_at) VALUES ($1, now())', [a.email]);
    await publish('application.submitted', a.id, a);
    const [ack] = await inbox(a.email, 1);
    expect(ack!.html).toContain('Thank you for applying, Meera &lt;b&gt;Nair&lt;/b&gt;');
    expect(ack!.text).toContain('Your application for Senior Software Engineer has reached our talent team.');
  });

  it.each([
    ['under_review', 'Our HR team is currently reviewing your application.'],
    ['rejected', 'We have decided not to move forward with your application at this time.'],
    ['hired', 'Congratulations! You have been selected for the position.'],
  ])('when the status becomes %s, the applicant gets its plain-language message', async (status, message) => {
    const a = submitted();
    await publish('application.status-changed', a.id, changed(a, { status, rejectionReason: status === 'rejected' ? 'Internal reason' : null }));
    const [m] = await inbox(a.email, 1);
    expect(m!.text).toContain(message);
    // The rejection reason is HR's, not part of the applicant's e-mail.
    expect(m!.text).not.toContain('Internal reason');
  });

  it('when an interview is scheduled, the applicant gets an invitation with the time, type, link and an .ics', async () => {
    const a = submitted();
    const interview = { id: 'a1b2c3d4-0000-4000-8000-000000000001', scheduledDate: '2026-12-01T04:30:00.000Z', interviewType: 'video', location: null, meetingLink: 'https://meet.example.com/xyz' };
    await publish('application.status-changed', a.id, changed(a, { previousStatus: 'under_review', status: 'interview_phase', interview }));
    const [m] = await inbox(a.email, 1);
    expect(m!.subject).toBe(`Interview invitation — Senior Software Engineer (${a.applicationId})`);
    expect(m!.text).toContain('Tuesday, 1 December 2026 at 10:00 am IST');
    expect(m!.text).toContain('Video call');
    expect(m!.text).toContain('https://meet.example.com/xyz');
    expect(m!.text).toContain('You have been selected for an interview.');
    expect(m!.attachments?.map((x) => x.contentType)).toEqual([expect.stringMatching(/^text\/calendar/)]);
    const attachment = m!.attachments![0]!;
    const ics = await (await fetch(`${mail.webUrl}/email/${m!.id}/attachment/${attachment.generatedFileName ?? attachment.fileName}`)).text();
    expect(ics).toContain('DTSTART:20261201T043000Z');
    expect(ics).toContain('DTEND:20261201T053000Z');
    expect(ics).toContain('LOCATION:https://meet.example.com/xyz');
  });
});
