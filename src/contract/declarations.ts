// The convictions declaration (spec §F): the member says, explicitly, whether they have any criminal conviction,
// and "Yes" asks for the details (the convictions sub-list of profile-lists.ts). Silence is no declaration. Our
// addition to the contract, built as the body's backend would keep it: one record per profile, read and written by
// its member (GET and POST profile/convictions/declaration).
import { z } from './mini';
import { AnswerDayOrEmptySchema } from './rules';

/** What a member answers; '' while they have not answered. */
export const DeclarationAnswerSchema = z.enum(['', 'Yes', 'No']);
export type DeclarationAnswer = z.infer<typeof DeclarationAnswerSchema>;

export const declarationMessages = {
  /** Ours (the documents have no declaration): the question is answered Yes or No, never left blank. */
  answerRequired: 'Answer Yes or No.',
  /** Ours: "No" beside recorded convictions would say two things at once. */
  noWhileRecorded: 'Delete the convictions recorded below before declaring that you have none.',
} as const;

/** The question the declaration answers, as the form asks it. */
export const CONVICTION_QUESTION = 'Have you ever been convicted of a criminal offence?';

/** The caller's declaration as the backend keeps it. */
export const ConvictionDeclarationSchema = z.object({
  ProfileID: z.string(),
  answer: DeclarationAnswerSchema,
  /** The day of the last answer; '' while none was given. */
  declaredOn: AnswerDayOrEmptySchema,
});
export type ConvictionDeclaration = z.infer<typeof ConvictionDeclarationSchema>;

/** POST profile/convictions/declaration: the answer, Yes or No. */
export const ConvictionDeclarationBodySchema = z.object({
  answer: z.enum(['Yes', 'No'], { error: declarationMessages.answerRequired }),
});

/** Where a declaration stands, from its answer and how many convictions are recorded. */
export type DeclarationStanding = 'unanswered' | 'none' | 'detailsMissing' | 'declared' | 'contradicted';

export function declarationStanding(answer: DeclarationAnswer, convictions: number): DeclarationStanding {
  if (answer === 'No') return convictions === 0 ? 'none' : 'contradicted';
  if (answer === 'Yes') return convictions > 0 ? 'declared' : 'detailsMissing';
  return 'unanswered';
}

/**
 * The CONVICTION checklist item's rule (spec §F): made by an explicit "No" (with nothing recorded), or a "Yes" with
 * at least one conviction recorded. The fake backend's checklist and the declaration machine both ask it.
 */
export const isDeclarationMade = (answer: DeclarationAnswer, convictions: number): boolean => {
  const standing = declarationStanding(answer, convictions);
  return standing === 'none' || standing === 'declared';
};
