/** An approval's id, from the run that asked for it: one per run, so a retried run does not queue it twice. */
export const approvalIdOf = (runId: string) => `apr_${runId.replace(/^run_/, "")}`;
