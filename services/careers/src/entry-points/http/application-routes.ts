import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  addNoteRequestSchema,
  applicationStatuses,
  careersDepartments,
  claimApplicationsRequestSchema,
  scheduleInterviewRequestSchema,
  singleLineText,
  updateStatusRequestSchema,
} from '@suvarna/contracts';
import { parseInput, type Auth } from '@suvarna/platform';
import type { CareersDeps } from '../../domain/careers-deps';
import { claimApplications } from '../../domain/claim-applications';
import { addNote, deleteOwnApplication, scheduleInterview, updateStatus, withdrawApplication } from '../../domain/manage-applications';
import { allApplications, applicationAnalytics, departmentApplications, myApplications, resumeFor } from '../../domain/read-applications';
import { downloadName } from '../../domain/resume-content';
import { hrRoles } from '../../domain/roles';
import { submitApplication } from '../../domain/submit-application';
import { readApplicationForm } from './read-application-form';

const BASE = '/api/applications/enhanced';

const listQuery = z.object({
  status: z.enum(applicationStatuses, { error: `status must be one of: ${applicationStatuses.join(', ')}` }).optional(),
  department: singleLineText('Department', 80, { required: false })
    .refine((v) => v === '' || (careersDepartments as readonly string[]).includes(v), 'Unknown department')
    .optional()
    .transform((v) => v || undefined),
});
const refParam = z.object({ ref: singleLineText('application_id', 64) });
const departmentParam = z.object({ department: singleLineText('Department', 80) });

/** The careers API: the public submit, the applicant's own reads, HR's pipeline and the department view. */
export function applicationRoutes(deps: CareersDeps, auth: Auth): Router {
  const router = Router();
  const hr = auth.requireRole(...hrRoles);
  const noStore = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Cache-Control', 'private, no-store');

  router.post(`${BASE}/submit`, auth.authenticate, async (req, res) => {
    const form = await readApplicationForm(req);
    // req.ip: the address the gateway saw (only the gateway's X-Forwarded-For is trusted).
    res.status(201).json(await submitApplication(deps, form, auth.findUser(req), req.ip ?? req.socket.remoteAddress ?? 'unknown'));
  });

  router.get(`${BASE}/my-applications`, auth.requireAuth, async (req, res) => {
    noStore(res);
    res.json(await myApplications(deps, auth.getUser(req)));
  });

  router.post(`${BASE}/claim`, auth.requireAuth, async (req, res) => {
    res.json(await claimApplications(deps, auth.getUser(req), parseInput(claimApplicationsRequestSchema, req.body)));
  });

  router.get(`${BASE}/admin/all`, hr, async (req, res) => {
    const q = parseInput(listQuery, req.query);
    noStore(res);
    res.json(await allApplications(deps, q));
  });

  router.get(`${BASE}/analytics`, hr, async (_req, res) => {
    noStore(res);
    res.json(await applicationAnalytics(deps));
  });

  router.put(`${BASE}/update-status`, hr, async (req, res) => {
    res.json(await updateStatus(deps, auth.getUser(req), parseInput(updateStatusRequestSchema, req.body)));
  });

  router.post(`${BASE}/add-note`, hr, async (req, res) => {
    res.status(201).json(await addNote(deps, auth.getUser(req), parseInput(addNoteRequestSchema, req.body)));
  });

  router.post(`${BASE}/schedule-interview`, hr, async (req, res) => {
    res.status(201).json(await scheduleInterview(deps, auth.getUser(req), parseInput(scheduleInterviewRequestSchema, req.body)));
  });

  router.get(`${BASE}/department/:department`, auth.requireAuth, async (req: Request<{ department: string }>, res) => {
    const { department } = parseInput(departmentParam, req.params);
    noStore(res);
    res.json(await departmentApplications(deps, auth.getUser(req), department));
  });

  router.get(`${BASE}/resume/:ref`, auth.requireAuth, async (req: Request<{ ref: string }>, res) => {
    const { ref } = parseInput(refParam, req.params);
    const resume = await resumeFor(deps, auth.getUser(req), ref);
    const ext = resume.contentType === 'application/pdf' ? 'pdf' : resume.contentType === 'application/msword' ? 'doc' : 'docx';
    noStore(res);
    res.setHeader('Content-Type', resume.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${downloadName(resume.applicationId, ext)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.send(resume.content);
  });

  router.post(`${BASE}/:ref/withdraw`, auth.requireAuth, async (req: Request<{ ref: string }>, res) => {
    const { ref } = parseInput(refParam, req.params);
    res.json(await withdrawApplication(deps, auth.getUser(req), ref));
  });

  router.delete(`${BASE}/:ref`, auth.requireAuth, async (req: Request<{ ref: string }>, res) => {
    const { ref } = parseInput(refParam, req.params);
    await deleteOwnApplication(deps, auth.getUser(req), ref);
    res.status(204).end();
  });

  return router;
}
