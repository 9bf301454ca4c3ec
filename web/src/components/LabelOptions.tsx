/**
 * A native select's options from a table of labels ({ school: 'School', ... }), in the table's
 * order: the office-type choices of Business Calendar and SLA Plans & Office Types.
 */
export function LabelOptions<Value extends string>({ labels }: { labels: Record<Value, string> }) {
  return (
    <>
      {(Object.keys(labels) as Value[]).map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
