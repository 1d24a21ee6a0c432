import { z } from './zod';
import { messages } from './messages';
import { optionalPersonalNumber } from './staff-ledger';
import { ROLES } from './roles';

export const PASSWORD_MIN_LENGTH = 8;

/** An e-mail address as every form and call takes it: trimmed, lower-cased, at most 254 characters. */
export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** An optional company name: empty means none (null), as the spec's registration payload says. */
const optionalCompanyName = z
  .string()
  .trim()
  .max(200, messages.textTooLong(200))
  .nullish()
  .transform((value) => (value ? value : null));

/** A first or last name. */
export const personNameField = z
  .string({ error: messages.namesRequired })
  .trim()
  .min(1, messages.namesRequired)
  .max(100, messages.textTooLong(100));

/** POST /auth/register — the spec's payload (§3). */
/** A new password: at least 8 characters (docs/product.md, Forms). */
export const newPasswordField = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(200, messages.passwordTooLong);

export const registerSchema = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: personNameField,
  lastName: personNameField,
  companyName: optionalCompanyName,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds the repeated password (docs/product.md, Forms). */
export const registerFormSchema = registerSchema
  .extend({
    // The form asks for every field (docs/product.md, Forms); the API also takes a registration without company.
    companyName: z.string().trim().min(1, messages.companyRequired).max(200, messages.textTooLong(200)),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  email: z
    .string({ error: messages.loginRequired })
    .trim()
    .min(1, messages.loginRequired)
    .max(254, messages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: messages.loginRequired })
    .min(1, messages.loginRequired)
    .max(200, messages.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  /** The same as companyName, under the name the team contract gives it (docs/team.md). */
  workshopName: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  /** Only in GET and PUT /user/profile: one's own personnummer, for the staff ledger. */
  personalNumber: z.string().nullable().optional(),
  /**
   * Only in GET /user/profile: whether this member looks after the installation's backups (the first
   * workshop's owner, on the embedded database; DATA.md decision 1), so a screen asks for their state
   * only then, and no one else's overview makes a call that is refused.
   */
  administersBackups: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const profileUpdateSchema = z.object({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(200, messages.textTooLong(200)),
  // Left out, the workshop keeps its name; sent empty or null, it is named after the person (PRODUCT.md 2).
  companyName: z
    .string()
    .trim()
    .max(200, messages.textTooLong(200))
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  personalNumber: optionalPersonalNumber,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
