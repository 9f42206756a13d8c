/** The URL of the project's bundled CLI, built first when missing or out of date. `root` is a folder's URL (tests). */
export function bundledCli(root?: URL): Promise<string>;
