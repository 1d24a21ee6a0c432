import { z } from './zod';
import { messages } from './messages';
import { emailField, newPasswordField, personNameField } from './auth';
import { ROLES } from './roles';
import { optionalPersonalNumber } from './staff-ledger';

export { ROLES, ROLE_LABELS, roleMay, type Access, type Role } from './roles';

export const roleSchema = z.enum(ROLES, { error: messages.roleInvalid });

const email = emailField;
const password = newPasswordField;

const name = personNameField;

export const invitationCreateSchema = z.object({ email, role: roleSchema });
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const invitationAcceptSchema = z.object({
  firstName: name,
  lastName: name,
  password,
  personalNumber: optionalPersonalNumber,
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

export const memberUpdateSchema = z.object({
  role: roleSchema.optional(),
  personalNumber: optionalPersonalNumber,
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetSchema = z.object({ password });

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** YYYYMMDD-NNNN, for the staff ledger; the owner and office read it. */
  personalNumber: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The whole link with its token: shown once, when the invitation is made. */
  link: z.string().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPreviewSchema = z.object({
  email: z.string(),
  workshopName: z.string(),
  role: roleSchema,
});

export const AUDIT_ENTITIES = [
  'workOrder',
  'invoice',
  'payment',
  'bankPayment',
  'timeEntry',
  'member',
  'ledgerEntry',
  'customer',
  'draft',
  'finding',
  'machine',
  'file',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const passwordsMatch = { message: messages.passwordsDoNotMatch, path: ['confirmPassword'] };

/** The invitation page's form: the repeated password as at registration. */
export const invitationAcceptFormSchema = invitationAcceptSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);

/** The new-password page's form. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
