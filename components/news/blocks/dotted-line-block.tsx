export function DottedLineBlock() {
  return <hr data-block="dotted-line" className="border-0 border-t-4 border-dotted border-brand-bright/60" />;
}
