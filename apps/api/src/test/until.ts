/**
 * Waits for something only the file system or another process can tell (no event to listen
 * to): asks `condition` every `everyMs` until it holds, and past `deadlineMs` throws naming
 * `what` was awaited, so a test that waits for a thing that never happens fails with a reason
 * instead of hanging until the runner's timeout. Not a timing assertion: the deadline only ends
 * a wait that has already gone wrong.
 */
export async function until(
  what: string,
  condition: () => Promise<boolean> | boolean,
  { deadlineMs = 30_000, everyMs = 50 }: { deadlineMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Gave up after ${deadlineMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
