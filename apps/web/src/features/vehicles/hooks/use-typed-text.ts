import { useState } from 'react';

/**
 * The text of a box whose value lives in the address bar. The address answers a key some time
 * after the box does, and a render can come in between showing an older value: taking that as
 * news would wipe letters just typed. So the box follows the value only when it changes to one
 * the box did not send (Back, Forward, a link, Reset).
 *
 * `key` is the value as the box sends it (for a pair of boxes, both ends in one string); `show`
 * gives the text for the value the address holds.
 */
export function useTypedText<Text>(key: string, show: () => Text) {
  const [text, setText] = useState<Text>(show);
  const [sync, setSync] = useState({ seen: key, sent: [] as string[] });
  if (sync.seen !== key) {
    const landed = sync.sent.indexOf(key);
    // Values sent before this one may never land (a newer navigation replaces them): drop them.
    setSync({ seen: key, sent: landed === -1 ? [] : sync.sent.slice(landed + 1) });
    if (landed === -1) setText(show());
  }

  /** The box shows `next`; `sentKey` is what it sends to the address, if anything. */
  const type = (next: Text, sentKey?: string) => {
    setText(next);
    if (sentKey === undefined) return;
    setSync((current) => ({ ...current, sent: [...current.sent, sentKey] }));
  };
  return [text, type] as const;
}
