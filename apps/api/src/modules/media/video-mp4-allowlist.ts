/**
 * The MP4 allowlist (decision 105): the only boxes a rebuilt file keeps, by parent. A box not
 * named here is left out wherever it is, so what a camera adds under a new name never survives.
 */

/** Each kept box that holds boxes, and the children kept in it; any other child is left out. */
export const KEPT_CHILDREN: Record<string, ReadonlySet<string>> = {
  moov: new Set(['mvhd', 'trak', 'mvex']),
  trak: new Set(['tkhd', 'edts', 'mdia']),
  edts: new Set(['elst']),
  mdia: new Set(['mdhd', 'hdlr', 'minf']),
  minf: new Set(['vmhd', 'smhd', 'hdlr', 'dinf', 'stbl']),
  dinf: new Set(['dref']),
  stbl: new Set([
    'stsd',
    'stts',
    'ctts',
    'cslg',
    'stss',
    'stps',
    'sdtp',
    'stsc',
    'stsz',
    'stz2',
    'stco',
    'co64',
    'sgpd',
    'sbgp',
    'subs',
    'stsh',
    'padb',
  ]),
  mvex: new Set(['mehd', 'trex']),
  moof: new Set(['mfhd', 'traf']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sgpd', 'sbgp', 'subs', 'sdtp']),
  mfra: new Set(['tfra', 'mfro']),
};

/** Tracks of pictures and sound; timed metadata, subtitles, timecode and hint tracks go. */
export const KEPT_HANDLERS = new Set(['vide', 'soun']);

/** What a video sample entry (avc1, hvc1, vp09, av01 …) may hold: its decoder's setup. */
export const VIDEO_ENTRY_CHILDREN = new Set([
  'avcC',
  'hvcC',
  'vvcC',
  'av1C',
  'vpcC',
  'dvcC',
  'dvvC',
  'lhvC',
  'esds',
  'd263',
  'glbl',
  'pasp',
  'colr',
  'clap',
  'btrt',
  'fiel',
  'gama',
  'mdcv',
  'clli',
  'SmDm',
  'CoLL',
]);

/** What a sound sample entry (mp4a, Opus, ac-3 …) may hold; QuickTime nests it in `wave`. */
export const AUDIO_ENTRY_CHILDREN = new Set([
  'esds',
  'wave',
  'dOps',
  'dfLa',
  'alac',
  'dac3',
  'dec3',
  'dac4',
  'chan',
  'chnl',
  'btrt',
  'pcmC',
  'srat',
  'glbl',
  'damr',
]);
export const WAVE_CHILDREN = new Set(['frma', 'mp4a', 'esds', 'enda', 'alac', 'chan', '\0\0\0\0']);

export const TOP_LEVEL_KEPT = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra']);
