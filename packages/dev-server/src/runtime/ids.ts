/**
 * Ids in the hosted service's style (`us_sp_…`, `us_wb_…`): a prefix, a random tag per server (so
 * two servers in one test never hand out the same id) and a sequence number.
 * @module
 */
import { randomBytes } from 'node:crypto';

/** The kinds of ids the dev server hands out, by prefix. */
export type IdPrefix =
  | 'us_env_'
  | 'us_acc_'
  | 'us_key_'
  | 'us_sp_'
  | 'us_wb_'
  | 'us_sh_'
  | 'us_rc_'
  | 'us_jb_'
  | 'us_ac_'
  // The resource table's resources (see src/resources/resource-table.ts).
  | 'us_ag_'
  | 'us_agv_'
  | 'us_sec_'
  | 'us_vi_'
  | 'us_dc_'
  | 'us_app_'
  | 'us_cn_'
  | 'us_usr_'
  | 'us_g_'
  | 'us_clip_'
  | 'us_cv_'
  | 'us_cva_'
  | 'us_th_'
  | 'us_msg_'
  | 'us_rol_'
  | 'us_acr_'
  | 'us_pat_'
  | 'us_agx_'
  | 'us_gu_'
  | 'us_drp_'
  | 'us_rb_'
  | 'us_rtn_'
  | 'us_tr_'
  | 'us_pr_'
  | 'us_onb_'
  | 'us_odp_'
  // Instructions and their mapping families, and uploaded files (src/mapping/instructions/, src/files/).
  | 'us_ins_'
  | 'us_mf_'
  | 'us_fl_'
  // Mapping programs and their rules (src/mapping/).
  | 'us_mp_'
  | 'us_mr_'
  // Commits (one id names a commit and the version it makes), layers, snapshots (src/records/write/, src/snapshots/).
  | 'us_vr_'
  | 'us_ly_'
  | 'us_ss_'
  // A space's guidance and a workbook's flags (src/workbooks/).
  | 'us_gd_'
  | 'us_flg_';

/** Hands out new ids for one server. */
export type IdGenerator = (prefix: IdPrefix) => string;

/** What an id generator has handed out: its tag and each prefix's last number (saved with `--data`). */
export interface IdState {
  tag: string;
  counters: Partial<Record<IdPrefix, number>>;
}

/** An id generator that can tell its state, so a restarted server continues its sequences. */
export interface IdSource extends IdGenerator {
  state(): IdState;
  /**
   * From now on, before a prefix's count passes what was reserved for it, calls `reserve` with
   * new marks (`block` ids ahead) and waits for it: a journal keeps the marks, so a server that
   * dies between two saves never hands out an id twice.
   */
  reserveWith(reserve: (marks: Partial<Record<IdPrefix, number>>) => void, block: number): void;
  /** Continues every sequence after these counts (a journal's reserved marks). */
  advanceTo(counts: Partial<Record<IdPrefix, number>>): void;
}

/**
 * Creates an id generator with its own random tag, or continuing `initial` (a restored server:
 * its new ids never repeat an old one, and record ids keep ordering after the ones it holds).
 *
 * @example
 * const nextId = createIdGenerator();
 * nextId('us_sp_'); // 'us_sp_k3x9000001'
 */
export function createIdGenerator(initial?: IdState): IdSource {
  const tag =
    initial?.tag ?? randomBytes(4).readUInt32BE(0).toString(36).padStart(7, '0').slice(-4);
  const counters = new Map<IdPrefix, number>(
    Object.entries(initial?.counters ?? {}) as [IdPrefix, number][],
  );
  const reserved = new Map<IdPrefix, number>();
  let reserver:
    | { reserve: (marks: Partial<Record<IdPrefix, number>>) => void; block: number }
    | undefined;
  const next = (prefix: IdPrefix) => {
    const count = (counters.get(prefix) ?? 0) + 1;
    if (reserver && count > (reserved.get(prefix) ?? 0)) {
      reserved.set(prefix, count + reserver.block);
      reserver.reserve(Object.fromEntries(reserved));
    }
    counters.set(prefix, count);
    return `${prefix}${tag}${count.toString(36).padStart(6, '0')}`;
  };
  return Object.assign(next, {
    state: (): IdState => ({ tag, counters: Object.fromEntries(counters) }),
    reserveWith(reserve: (marks: Partial<Record<IdPrefix, number>>) => void, block: number) {
      reserver = { reserve, block };
    },
    advanceTo(counts: Partial<Record<IdPrefix, number>>) {
      for (const [prefix, count] of Object.entries(counts) as [IdPrefix, number][]) {
        if (count > (counters.get(prefix) ?? 0)) counters.set(prefix, count);
      }
    },
  });
}
