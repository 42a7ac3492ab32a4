/**
 * A catalogue text with its `{name}` placeholders replaced by `values`. A placeholder without a
 * value throws: a text that reads "{year}" on a page is a defect for the build to catch. No
 * imports: the browser islands use it too (with texts handed to them, never the catalogues).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fill: no value for {${name}} in "${template}"`);
    return String(value);
  });
}
