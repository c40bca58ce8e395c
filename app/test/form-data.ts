/**
 * happy-dom's FormData lists the pressed button twice (a browser once): a stub's action reads
 * the submission through this, as the real action reads a browser's.
 */
export function onePressedButton(sent: FormData, name = "intent"): FormData {
  const form = new FormData();
  for (const [key, value] of sent) if (key !== name || !form.has(key)) form.append(key, value);
  return form;
}
