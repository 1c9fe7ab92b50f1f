import type { ReactNode } from 'react';
import type { Schemas } from '@/lib/api/types';
import type { TemplateKitFieldProps } from '@/lib/kits/template-kit-field';

/** The hiring process's shapes, as the API answers them (generated types). */
export type StageKind = Schemas['StageKind'];
export type StageTemplate = Schemas['StageTemplate'];
export type StageTemplateInput = Schemas['StageTemplateInput'];
export type TemplateStage = Schemas['TemplateStage'];
export type StageView = Schemas['StageView'];
export type StageInput = Schemas['StageInput'];
export type ProcessInput = Schemas['ProcessInput'];
export type RejectionReason = Schemas['RejectionReason'];
export type ReasonsInput = Schemas['ReasonsInput'];
export type VacancyFunnel = Schemas['VacancyFunnel'];
export type TeamMember = Schemas['TeamMember'];
export type TeamInput = Schemas['TeamInput'];
export type TeamRole = Schemas['TeamRole'];
/** An attribute of an interview kit (a template stage's kit is copied into a vacancy's stage). */
export type KitAttribute = Schemas['KitAttribute'];

/** A stage's (or a reason's) name in each language it is written in. */
export type Names = Record<string, string>;

/** The kinds in the pipeline's order: a process has each at least once, in this order. */
export const STAGE_KINDS = [
  'submitted',
  'in_review',
  'interview',
  'offered',
  'hired',
] as const satisfies readonly StageKind[];

/** A hiring team member's parts, in the order the role select offers them. */
export const TEAM_ROLES = [
  'hiring_manager',
  'recruiter',
  'interviewer',
  'coordinator',
] as const satisfies readonly TeamRole[];

/** A vacancy's hiring team has at most this many members (the server's limit). */
export const MAX_TEAM_MEMBERS = 50;

/** The admins' page of templates and rejection reasons. */
export const HIRING_ADMIN_PATH = '/admin/hiring';

/**
 * A template stage's interview kit field, which the app passes in from the structured
 * interviews' feature (this feature does not import it).
 */
export type TemplateKitField = (field: TemplateKitFieldProps) => ReactNode;
