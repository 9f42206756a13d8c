// The known name nearest to a misspelt one ("contxt" → context, "form.sumbit" → form.submit), so a strict replay's
// refusal says what was meant. Optimal string alignment distance: a swapped pair of letters counts as one edit.

function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The nearest of `known` within a third of the name's length (at least one edit), or undefined when none is near. */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: { name: string; d: number } | undefined;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d <= limit && (!best || d < best.d)) best = { name: candidate, d };
  }
  return best?.name;
}

/** `did you mean "x"? known: …` when a known name is near, else the known names listed. */
export function hintFor(name: string, known: readonly string[]): string {
  const list = `known: ${known.length ? known.join(', ') : 'none'}`;
  const near = nearest(name, known);
  return near ? `did you mean "${near}"? ${list}` : list;
}
