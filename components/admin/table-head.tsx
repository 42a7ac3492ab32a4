/** The header row of the organiser area's tables. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr className="border-b border-ink/20">
        {columns.map((column) => (
          <th key={column} scope="col" className="py-2 pr-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
