// A gate a test opens when it chooses: a mocked module's import waits on it (a chunk that arrives late).
export function createGate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}
