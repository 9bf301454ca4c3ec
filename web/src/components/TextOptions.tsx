/**
 * A native select's options whose value is their own text (statuses, canned-response names, a
 * dynamic field's values), in the list's order; the select's placeholder option stays its own.
 */
export function TextOptions({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <option key={text} value={text}>
          {text}
        </option>
      ))}
    </>
  );
}
