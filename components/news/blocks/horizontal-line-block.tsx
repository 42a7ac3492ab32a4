export function HorizontalLineBlock() {
  return <hr data-block="horizontal-line" className="border-0 border-t-2 border-ink/10" />;
}
