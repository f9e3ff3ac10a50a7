/** What the command reads and writes besides its arguments: given by cli.ts, and by the tests. */
export type CliIo = {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  writeFile: (path: string, text: string) => void;
};
