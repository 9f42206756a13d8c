// The signed-in user and the session (document 1 §3).
import { z } from 'zod';

export const UserTypeSchema = z.enum(['Individual', 'Corporate']);
export type UserType = z.infer<typeof UserTypeSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  is_approver: z.boolean(),
  type: UserTypeSchema,
  /** Membership category code chosen at registration (GRADUATE, PE, CORPORATE…). */
  category: z.string().nullable(),
  /** Whether the member has created a profile; null for admins and new accounts. */
  profile: z.boolean(),
  profile_id: z.string().nullable(),
  id_number: z.string().nullable(),
  phone_no: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  email_reminders: z.boolean(),
  email_updates: z.boolean(),
  sms_reminders: z.boolean(),
  sms_updates: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z.object({ token: z.string().min(1), user: UserSchema });
export type Session = z.infer<typeof SessionSchema>;

export const NotificationSettingsSchema = UserSchema.pick({
  email_reminders: true,
  email_updates: true,
  sms_reminders: true,
  sms_updates: true,
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
