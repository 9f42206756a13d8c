// The mock badge's box, one size for the badge and for the place the header holds for it until the fake backend
// answers (app.tsx), so the header does not move when the badge shows (issue 25: CLS below 0.05).
export const MOCK_BADGE_BOX = 'h-8 w-20 sm:w-30';
