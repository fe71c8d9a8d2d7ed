/** Runs `work` with these variables set (undefined: unset), and puts the previous values back after, whatever happens. */
export async function withEnv<T>(values: Record<string, string | undefined>, work: () => Promise<T>) {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}
