// Passwords in the fake backend are never stored as typed (a snapshot file should not show them).
// FNV-1a over a salt: not security, just not plain text.
export function hashPassword(password: string, salt: string): string {
  let h = 0x811c9dc5;
  const text = `${salt}:${password}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  let h2 = 0x01000193;
  for (let i = text.length - 1; i >= 0; i--) h2 = Math.imul(h2 ^ text.charCodeAt(i), 2166136261) >>> 0;
  return `fnv:${h.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}

export const checkPassword = (password: string, salt: string, hash: string) => hashPassword(password, salt) === hash;
