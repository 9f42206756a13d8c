// The signed-in user and the session (spec 1 §3).
import { z } from './mini';

export const USER_TYPES = ['Individual', 'Corporate'] as const;
export const UserTypeSchema = z.enum(USER_TYPES);

export const UserSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  is_approver: z.boolean(),
  type: UserTypeSchema,
  /** Membership category code chosen at registration (GRADUATE, PE, CORPORATE…). */
  category: z.nullable(z.string()),
  /** Whether the member has created a profile; null for admins and new accounts. */
  profile: z.boolean(),
  profile_id: z.nullable(z.string()),
  id_number: z.nullable(z.string()),
  phone_no: z.nullable(z.string()),
  email_verified_at: z.nullable(z.string()),
  email_reminders: z.boolean(),
  email_updates: z.boolean(),
  sms_reminders: z.boolean(),
  sms_updates: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({ token: z.string().check(z.minLength(1)), user: UserSchema });
export type Session = z.infer<typeof SessionSchema>;

export const NotificationSettingsSchema = z.pick(UserSchema, {
  email_reminders: true,
  email_updates: true,
  sms_reminders: true,
  sms_updates: true,
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
