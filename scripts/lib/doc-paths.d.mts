export interface PathIndex {
  all: Set<string>;
  tops: Set<string>;
  list: string[];
}

export function pathIndex(files: readonly string[]): PathIndex;

export function pathExists(path: string, index: PathIndex): boolean;

export function headingAnchors(text: string): Set<string>;

export function wrongPaths(
  file: string,
  text: string,
  index: PathIndex,
  anchors?: ReadonlyMap<string, ReadonlySet<string>>,
): { line: number; path: string }[];
