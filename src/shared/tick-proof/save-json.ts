/**
 * Hands `value` to the browser as a JSON file named `name`: written on this device from what it already holds, so the
 * file is exactly the bundle the screen checked (tools/verify-ticks.ts reads it as it is).
 */
export function saveJsonFile(name: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: some browsers start reading the file only after the click returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}
