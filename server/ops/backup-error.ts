/**
 * A backup or restore that cannot go on, for a reason the operator can act on (a target that is not empty, a file
 * whose checksum does not match, no server to ask): its message is printed as it is, without a stack.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
