// What a failed effect tells the user: the API client's errors already carry readable text.
export const errorMessage = (e: unknown): string => (e instanceof Error && e.message ? e.message : 'Something went wrong.');
