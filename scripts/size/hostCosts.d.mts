export interface HostGraph {
  entry: string;
  screen(lazy: string[]): number;
  demo(): number;
  files(lazy: string[]): string[];
  /** The chunk files only the demo backend loads. */
  demoFiles(): string[];
}

export declare function loadHostGraph(outDir: string, options: { demoEntries: string[] }): HostGraph;
