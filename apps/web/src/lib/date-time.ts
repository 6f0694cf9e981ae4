const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment to the minute, as staff read it in the console: "24 Nov 2026, 09:05". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
