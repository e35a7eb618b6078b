import type { ScheduleInterviewRequest, UpdateStatusRequest } from '@suvarna/contracts';
import type { AuthUser, ServiceDeps, UnverifiedMailLimits } from '@suvarna/platform';
import type { CareersConfig } from '../config';
import type { CareersDeps } from '../domain/careers-deps';
import { scheduleInterview, updateStatus } from '../domain/manage-applications';
import { submitApplication } from '../domain/submit-application';

const unlimitedMail: UnverifiedMailLimits = {
  take: async () => undefined,
  tryTake: async () => true,
  tryTakeForRecipient: async () => true,
};

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): an
 * applicant's form as the upload route reads it, and HR's moves through the pipeline.
 */
export function careersHistoryPort(deps: ServiceDeps<CareersConfig>) {
  // The history's applicants are the operator's own writing, not visitors: no limit on e-mail to their addresses.
  const careers: CareersDeps = { pool: deps.pool, bus: deps.bus, logger: deps.logger, config: deps.config, mailLimits: unlimitedMail };
  return {
    apply: (fields: Record<string, string>, resume: { bytes: Buffer; filename: string }) => submitApplication(careers, { fields, resume }, undefined, 'demo-history'),
    move: (hr: AuthUser, input: UpdateStatusRequest) => updateStatus(careers, hr, input),
    interview: (hr: AuthUser, input: ScheduleInterviewRequest) => scheduleInterview(careers, hr, input),
  };
}
export type CareersHistoryPort = ReturnType<typeof careersHistoryPort>;
