// A member's name as the Member Checker shows it: first, other and last names, blanks left out.
export const fullName = (m: { FirstName: string; SecondName: string; LastName: string }) =>
  [m.FirstName, m.SecondName, m.LastName].filter((n) => n.trim()).join(' ');
