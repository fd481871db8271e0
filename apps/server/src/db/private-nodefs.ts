import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's folder on disk, readable by the server's user only. Emscripten's NODEFS, under PGlite, sets each
 * file's mode explicitly with chmod (0666 for files it creates, whatever the process umask), so the database,
 * its write-ahead log included, would be readable by every user of the host (docs/security.md, "Data at rest
 * and documents"). Its mode changes go through `setattr`: this takes the group and other bits off them.
 */
interface AttrChange {
  mode?: number;
}
type SetAttr = (target: unknown, attr: AttrChange) => unknown;
interface NodeFsOps {
  node_ops: { setattr: SetAttr };
  stream_ops: { setattr: SetAttr };
}

const privateMode = (setattr: SetAttr): SetAttr =>
  function (this: unknown, target, attr) {
    const change =
      attr.mode === undefined || attr.mode === null ? attr : { ...attr, mode: attr.mode & ~0o077 };
    return setattr.call(this, target, change);
  };

export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const restrict = (mod: unknown) => {
      const nodefs = (mod as { NODEFS?: NodeFsOps }).NODEFS;
      if (!nodefs) throw new Error('PGlite no longer exposes NODEFS: file modes cannot be restricted.');
      nodefs.node_ops.setattr = privateMode(nodefs.node_ops.setattr);
      nodefs.stream_ops.setattr = privateMode(nodefs.stream_ops.setattr);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [restrict, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
